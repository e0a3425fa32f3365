/* matmul: C version of matmul.py (row-major arrays, B transposed first). */
#include <stdio.h>
#include <stdlib.h>

enum { N = 320 };

static double *make(int n, int p, int q, int r, double scale) {
    double *m = malloc(sizeof(double) * n * n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            m[i * n + j] = ((i * p + j * q) % r - r / 2) * scale;
    return m;
}

int main(void) {
    double *a = make(N, 7, 3, 11, 0.25), *b = make(N, 5, 2, 13, 0.5);
    double *bt = malloc(sizeof(double) * N * N), *c = malloc(sizeof(double) * N * N);
    for (int j = 0; j < N; j++)
        for (int k = 0; k < N; k++) bt[j * N + k] = b[k * N + j];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0.0;
            for (int k = 0; k < N; k++) s += a[i * N + k] * bt[j * N + k];
            c[i * N + j] = s;
        }
    double total = 0.0;
    for (int i = 0; i < N * N; i++) total += c[i];
    printf("%.3f %.3f\n", total, c[(N / 2) * N + N / 3]);
    free(a); free(b); free(bt); free(c);
    return 0;
}
