/* sum_squares: C version of sum_squares.py (gcc -O2), the reference limit.
 * Note: gcc may turn the inner loop into a closed form; that is what an
 * optimising compiler is allowed to do with this workload. */
#include <stdint.h>
#include <stdio.h>

enum { N = 200000, ROUNDS = 200 };
static const int64_t kModulus = 1000000007;

int main(void) {
    int64_t total = 0;
    for (int64_t r = 0; r < ROUNDS; r++) {
        int64_t s = 0;
        for (int64_t i = r; i < r + N; i++) s += i * i;
        total = (total + s) % kModulus;
    }
    printf("%lld\n", (long long)total);
    return 0;
}
