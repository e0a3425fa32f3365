/* sieve: C version of sieve.py, one byte per flag. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LIMIT = 3000000, ROUNDS = 6 };

static void sieve(long n, long long *count, long long *total) {
    unsigned char *flags = malloc((size_t)n + 1);
    memset(flags, 1, (size_t)n + 1);
    flags[0] = flags[1] = 0;
    for (long i = 2; i * i <= n; i++)
        if (flags[i])
            for (long k = i * i; k <= n; k += i) flags[k] = 0;
    long long c = 0, t = 0;
    for (long k = 0; k <= n; k++)
        if (flags[k]) { c++; t += k; }
    free(flags);
    *count = c;
    *total = t;
}

int main(void) {
    long long count = 0, total = 0;
    for (int r = 0; r < ROUNDS; r++) {
        long long c, t;
        sieve(LIMIT - r, &c, &t);
        count += c;
        total += t;
    }
    printf("%lld %lld\n", count, total);
    return 0;
}
