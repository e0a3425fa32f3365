/* nbody: C version of nbody.py; same operations in the same order, no FMA
 * (plain -O2 on x86-64 does not contract), so %.9f output matches. */
#include <math.h>
#include <stdio.h>

enum { STEPS = 300000, NBODIES = 5 };
static const double kDt = 0.01;
static const double kPi = 3.141592653589793;
static const double kDaysPerYear = 365.24;

typedef struct { double x, y, z, vx, vy, vz, mass; } Body;

static Body body(double x, double y, double z, double vx, double vy, double vz,
                 double mass) {
    double solar_mass = 4.0 * kPi * kPi;
    Body b = {x, y, z, vx * kDaysPerYear, vy * kDaysPerYear, vz * kDaysPerYear,
              mass * solar_mass};
    return b;
}

static double energy(const Body *bs) {
    double e = 0.0;
    for (int i = 0; i < NBODIES; i++) {
        const Body *bi = &bs[i];
        e += 0.5 * bi->mass * (bi->vx * bi->vx + bi->vy * bi->vy + bi->vz * bi->vz);
        for (int j = i + 1; j < NBODIES; j++) {
            const Body *bj = &bs[j];
            double dx = bi->x - bj->x, dy = bi->y - bj->y, dz = bi->z - bj->z;
            e -= (bi->mass * bj->mass) / sqrt(dx * dx + dy * dy + dz * dz);
        }
    }
    return e;
}

static void advance(Body *bs, double dt, int steps) {
    for (int s = 0; s < steps; s++) {
        for (int i = 0; i < NBODIES; i++) {
            Body *bi = &bs[i];
            for (int j = i + 1; j < NBODIES; j++) {
                Body *bj = &bs[j];
                double dx = bi->x - bj->x, dy = bi->y - bj->y, dz = bi->z - bj->z;
                double d2 = dx * dx + dy * dy + dz * dz;
                double mag = dt / (d2 * sqrt(d2));
                double mi = bi->mass * mag, mj = bj->mass * mag;
                bi->vx -= dx * mj; bi->vy -= dy * mj; bi->vz -= dz * mj;
                bj->vx += dx * mi; bj->vy += dy * mi; bj->vz += dz * mi;
            }
        }
        for (int i = 0; i < NBODIES; i++) {
            bs[i].x += dt * bs[i].vx;
            bs[i].y += dt * bs[i].vy;
            bs[i].z += dt * bs[i].vz;
        }
    }
}

int main(void) {
    Body bs[NBODIES] = {
        body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0),
        body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
             1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
             9.54791938424326609e-04),
        body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
             -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
             2.85885980666130812e-04),
        body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
             2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
             4.36624404335156298e-05),
        body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
             2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
             5.15138902046611451e-05),
    };
    double solar_mass = 4.0 * kPi * kPi;
    double px = 0.0, py = 0.0, pz = 0.0;
    for (int i = 0; i < NBODIES; i++) {
        px += bs[i].vx * bs[i].mass;
        py += bs[i].vy * bs[i].mass;
        pz += bs[i].vz * bs[i].mass;
    }
    bs[0].vx = -px / solar_mass;
    bs[0].vy = -py / solar_mass;
    bs[0].vz = -pz / solar_mass;
    double before = energy(bs);
    advance(bs, kDt, STEPS);
    double after = energy(bs);
    printf("%.9f %.9f\n", before, after);
    return 0;
}
