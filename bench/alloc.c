/* alloc: C version of alloc.py with malloc/free. Replacing a ring slot frees
 * the chain it owned (pair -> node -> list -> tuple); cycles are freed by
 * hand, as C has no collector. */
#include <stdio.h>
#include <stdlib.h>

enum { ITERATIONS = 2500000, RING = 16 };

typedef struct { long long a, b; } Tuple;
typedef struct { Tuple *t; long long tag; } List;
typedef struct Node { long long val; void *next; } Node;
typedef struct { Node *node; long long tag; } Pair;

static void free_pair(Pair *p) {
    if (!p) return;
    List *items = p->node->next;
    free(items->t);
    free(items);
    free(p->node);
    free(p);
}

int main(void) {
    Pair *ring[RING] = {0};
    long long total = 0, cycles = 0;
    for (long long i = 0; i < ITERATIONS; i++) {
        Tuple *t = malloc(sizeof *t);
        t->a = i; t->b = i + 1;
        List *items = malloc(sizeof *items);
        items->t = t; items->tag = i & 7;
        Node *node = malloc(sizeof *node);
        node->val = i; node->next = items;
        Pair *pair = malloc(sizeof *pair);
        pair->node = node; pair->tag = i & 3;
        free_pair(ring[i % RING]);
        ring[i % RING] = pair;
        total += t->b + items->tag + node->val + pair->tag;
        if (i % 64 == 0) {
            Node *a = malloc(sizeof *a), *b = malloc(sizeof *b);
            a->val = i; b->val = i + 1; b->next = a; a->next = b;
            cycles += ((Node *)a->next)->val - i;
            free(a);
            free(b);
        }
    }
    for (int k = 0; k < RING; k++) {
        List *items = ring[k]->node->next;
        total += ring[k]->node->val + items->t->a;
        free_pair(ring[k]);
    }
    printf("%lld %lld\n", total, cycles);
    return 0;
}
