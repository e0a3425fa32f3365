/* generators: C version of generators.py. Each generator pipeline is fused
 * into one loop and comprehensions fill arrays: the lower bound for the
 * same arithmetic. */
#include <stdio.h>
#include <stdlib.h>

enum { N = 60000, ROUNDS = 120 };

int main(void) {
    long long total = 0;
    long *squares = malloc(sizeof(long) * N);
    for (int r = 0; r < ROUNDS; r++) {
        long k = r + 3;
        for (long x = 0; x < N; x++)
            if (x % 2 == 0) total += x * k % 1009;
        long ns = 0;
        for (long x = 0; x < N; x++)
            if (x % 3 != 0) squares[ns++] = x * x % 1013;
        for (long i = 0; i < ns; i++) total += squares[i];
        for (long x = 0; x < N; x += 7) total += x % 17;
        for (long i = 0; i < ns; i++) total += squares[i] & 255;
    }
    free(squares);
    printf("%lld\n", total);
    return 0;
}
