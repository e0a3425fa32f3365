/* spectral_norm: C version of spectral_norm.py. */
#include <math.h>
#include <stdio.h>

enum { N = 550, ITERATIONS = 10 };

static double entry(long i, long j) {
    return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1);
}

static void mul_av(int n, const double *v, double *out) {
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int j = 0; j < n; j++) s += entry(i, j) * v[j];
        out[i] = s;
    }
}

static void mul_atv(int n, const double *v, double *out) {
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int j = 0; j < n; j++) s += entry(j, i) * v[j];
        out[i] = s;
    }
}

static void mul_atav(int n, const double *v, double *out, double *tmp) {
    mul_av(n, v, tmp);
    mul_atv(n, tmp, out);
}

int main(void) {
    static double u[N], v[N], tmp[N];
    for (int i = 0; i < N; i++) u[i] = 1.0;
    for (int k = 0; k < ITERATIONS; k++) {
        mul_atav(N, u, v, tmp);
        mul_atav(N, v, u, tmp);
    }
    double vbv = 0.0, vv = 0.0;
    for (int i = 0; i < N; i++) {
        vbv += u[i] * v[i];
        vv += v[i] * v[i];
    }
    printf("%.9f\n", sqrt(vbv / vv));
    return 0;
}
