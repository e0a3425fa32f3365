/* wordcount: C version of wordcount.py. The text is one buffer; words are
 * counted in an open-addressing hash table keyed by (pointer, length). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WORDS = 2000000, TABLE_SIZE = 1 << 16 };
static const char *const kSyllables[12] = {"ka", "lo", "mi", "ne", "ru", "ta",
                                           "po", "shi", "zu", "ve", "xa", "qu"};

typedef struct { const char *word; size_t len; long long count; } Slot;

static char *build_text(long nwords, size_t *out_len) {
    size_t cap = 16 * (size_t)nwords, len = 0;
    char *text = malloc(cap);
    int64_t seed = 20240601;
    for (long n = 0; n < nwords; n++) {
        if (n > 0) text[len++] = ' ';
        seed = seed * 16807 % 2147483647;
        int parts = (int)(seed % 3) + 1;
        for (int p = 0; p < parts; p++) {
            seed = seed * 16807 % 2147483647;
            const char *s = kSyllables[seed % 12];
            size_t sl = strlen(s);
            memcpy(text + len, s, sl);
            len += sl;
        }
    }
    text[len] = '\0';
    *out_len = len;
    return text;
}

static uint64_t hash_word(const char *w, size_t len) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < len; i++) h = (h ^ (unsigned char)w[i]) * 1099511628211ull;
    return h;
}

int main(void) {
    size_t text_len;
    char *text = build_text(WORDS, &text_len);
    Slot *table = calloc(TABLE_SIZE, sizeof(Slot));
    long long total = 0, letters = 0, squares = 0, most = 0, distinct = 0;
    const char *p = text, *end = text + text_len;
    while (p < end) {
        while (p < end && *p == ' ') p++;
        const char *start = p;
        while (p < end && *p != ' ') p++;
        size_t len = (size_t)(p - start);
        if (len == 0) break;
        size_t idx = hash_word(start, len) & (TABLE_SIZE - 1);
        while (table[idx].word &&
               !(table[idx].len == len && memcmp(table[idx].word, start, len) == 0))
            idx = (idx + 1) & (TABLE_SIZE - 1);
        if (!table[idx].word) { table[idx].word = start; table[idx].len = len; }
        table[idx].count++;
    }
    for (size_t i = 0; i < TABLE_SIZE; i++) {
        if (!table[i].word) continue;
        long long c = table[i].count;
        distinct++;
        total += c;
        letters += (long long)table[i].len * c;
        squares += c * c;
        if (c > most) most = c;
    }
    printf("%zu %lld %lld %lld %lld %lld\n", text_len, total, distinct, most, letters, squares);
    free(table);
    free(text);
    return 0;
}
