/* objects: C version of objects.py. Classes become structs; Vec is a value
 * type and Heavy is a flag, which is what a C programmer would write. */
#include <stdint.h>
#include <stdio.h>

enum { PARTICLES = 1000, TICKS = 3500, WIDTH = 1000, HEIGHT = 700 };

typedef struct { long long x, y; } Vec;
typedef struct { Vec pos, vel; long long age, bounces; int heavy; } Particle;

static Particle particles[PARTICLES];

static void step(Particle *p) {
    if (p->heavy && p->age % 2 != 0) { p->age++; return; }
    p->pos.x += p->vel.x;
    p->pos.y += p->vel.y;
    p->age++;
}

static void bounce(Particle *p, long long w, long long h) {
    if (p->pos.x < 0) { p->pos.x = -p->pos.x; p->vel.x = -p->vel.x; p->bounces++; }
    else if (p->pos.x >= w) { p->pos.x = 2 * (w - 1) - p->pos.x; p->vel.x = -p->vel.x; p->bounces++; }
    if (p->pos.y < 0) { p->pos.y = -p->pos.y; p->vel.y = -p->vel.y; p->bounces++; }
    else if (p->pos.y >= h) { p->pos.y = 2 * (h - 1) - p->pos.y; p->vel.y = -p->vel.y; p->bounces++; }
}

int main(void) {
    int64_t seed = 42;
    for (int i = 0; i < PARTICLES; i++) {
        Particle *p = &particles[i];
        seed = seed * 16807 % 2147483647; p->pos.x = seed % WIDTH;
        seed = seed * 16807 % 2147483647; p->pos.y = seed % HEIGHT;
        seed = seed * 16807 % 2147483647; p->vel.x = seed % 15 - 7;
        seed = seed * 16807 % 2147483647; p->vel.y = seed % 15 - 7;
        p->heavy = (i % 3 == 0);
    }
    for (int t = 0; t < TICKS; t++)
        for (int i = 0; i < PARTICLES; i++) {
            step(&particles[i]);
            bounce(&particles[i], WIDTH, HEIGHT);
        }
    long long total = 0;
    for (int i = 0; i < PARTICLES; i++) {
        Particle *p = &particles[i];
        total += (p->pos.x * 1000 + p->pos.y) * (i + 1) + p->bounces;
    }
    printf("%lld\n", total);
    return 0;
}
