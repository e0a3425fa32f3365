/* mandelbrot: C version of mandelbrot.py (same grid, same operations). */
#include <stdio.h>

enum { WIDTH = 800, HEIGHT = 600, MAX_ITER = 100 };

int main(void) {
    long long inside = 0, total_iter = 0;
    for (int y = 0; y < HEIGHT; y++) {
        double ci = 2.5 * y / HEIGHT - 1.25;
        for (int x = 0; x < WIDTH; x++) {
            double cr = 3.0 * x / WIDTH - 2.25;
            double zr = 0.0, zi = 0.0;
            int it = 0;
            while (it < MAX_ITER) {
                double zr2 = zr * zr, zi2 = zi * zi;
                if (zr2 + zi2 > 4.0) break;
                zi = 2.0 * zr * zi + ci;
                zr = zr2 - zi2 + cr;
                it++;
            }
            total_iter += it;
            if (it == MAX_ITER) inside++;
        }
    }
    printf("%lld %lld\n", inside, total_iter);
    return 0;
}
