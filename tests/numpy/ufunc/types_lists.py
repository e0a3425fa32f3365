# ufunc.types lists NumPy's type strings in NumPy's order (longlong 'q'
# loops after the 'l' ones); shown without the float16 ('e'), longdouble
# ('g', 'G'), object ('O') and datetime ('m', 'M') loops tpy does not have.
import numpy as np

def shown(u):
    return [t for t in u.types if not set(t) & set("egGOmM")]

for name in ["add", "subtract", "multiply", "true_divide", "floor_divide", "remainder", "fmod",
             "negative", "absolute", "sign", "square", "reciprocal", "invert", "isnan", "isinf", "signbit",
             "equal", "less", "maximum", "logical_and", "bitwise_and", "left_shift", "gcd", "divmod",
             "frexp", "ldexp", "arctan2", "heaviside", "fabs", "modf", "float_power", "matmul"]:
    print(name, shown(getattr(np, name)))

# expect: add ['??->?', 'bb->b', 'BB->B', 'hh->h', 'HH->H', 'ii->i', 'II->I', 'll->l', 'LL->L', 'qq->q', 'QQ->Q', 'ff->f', 'dd->d', 'FF->F', 'DD->D']
# expect: subtract ['bb->b', 'BB->B', 'hh->h', 'HH->H', 'ii->i', 'II->I', 'll->l', 'LL->L', 'qq->q', 'QQ->Q', 'ff->f', 'dd->d', 'FF->F', 'DD->D']
# expect: multiply ['??->?', 'bb->b', 'BB->B', 'hh->h', 'HH->H', 'ii->i', 'II->I', 'll->l', 'LL->L', 'qq->q', 'QQ->Q', 'ff->f', 'dd->d', 'FF->F', 'DD->D']
# expect: true_divide ['ff->f', 'dd->d', 'FF->F', 'DD->D']
# expect: floor_divide ['bb->b', 'BB->B', 'hh->h', 'HH->H', 'ii->i', 'II->I', 'll->l', 'LL->L', 'qq->q', 'QQ->Q', 'ff->f', 'dd->d']
# expect: remainder ['bb->b', 'BB->B', 'hh->h', 'HH->H', 'ii->i', 'II->I', 'll->l', 'LL->L', 'qq->q', 'QQ->Q', 'ff->f', 'dd->d']
# expect: fmod ['bb->b', 'BB->B', 'hh->h', 'HH->H', 'ii->i', 'II->I', 'll->l', 'LL->L', 'qq->q', 'QQ->Q', 'ff->f', 'dd->d']
# expect: negative ['b->b', 'B->B', 'h->h', 'H->H', 'i->i', 'I->I', 'l->l', 'L->L', 'q->q', 'Q->Q', 'f->f', 'd->d', 'F->F', 'D->D']
# expect: absolute ['?->?', 'b->b', 'B->B', 'h->h', 'H->H', 'i->i', 'I->I', 'l->l', 'L->L', 'q->q', 'Q->Q', 'f->f', 'd->d', 'F->f', 'D->d']
# expect: sign ['b->b', 'B->B', 'h->h', 'H->H', 'i->i', 'I->I', 'l->l', 'L->L', 'q->q', 'Q->Q', 'f->f', 'd->d', 'F->F', 'D->D']
# expect: square ['b->b', 'B->B', 'h->h', 'H->H', 'i->i', 'I->I', 'l->l', 'L->L', 'q->q', 'Q->Q', 'f->f', 'd->d', 'F->F', 'D->D']
# expect: reciprocal ['b->b', 'B->B', 'h->h', 'H->H', 'i->i', 'I->I', 'l->l', 'L->L', 'q->q', 'Q->Q', 'f->f', 'd->d', 'F->F', 'D->D']
# expect: invert ['?->?', 'b->b', 'B->B', 'h->h', 'H->H', 'i->i', 'I->I', 'l->l', 'L->L', 'q->q', 'Q->Q']
# expect: isnan ['?->?', 'b->?', 'B->?', 'h->?', 'H->?', 'i->?', 'I->?', 'l->?', 'L->?', 'q->?', 'Q->?', 'f->?', 'd->?', 'F->?', 'D->?']
# expect: isinf ['?->?', 'b->?', 'B->?', 'h->?', 'H->?', 'i->?', 'I->?', 'l->?', 'L->?', 'q->?', 'Q->?', 'f->?', 'd->?', 'F->?', 'D->?']
# expect: signbit ['f->?', 'd->?']
# expect: equal ['??->?', 'bb->?', 'BB->?', 'hh->?', 'HH->?', 'ii->?', 'II->?', 'll->?', 'LL->?', 'qq->?', 'QQ->?', 'ff->?', 'dd->?', 'FF->?', 'DD->?']
# expect: less ['??->?', 'bb->?', 'BB->?', 'hh->?', 'HH->?', 'ii->?', 'II->?', 'll->?', 'LL->?', 'qq->?', 'QQ->?', 'ff->?', 'dd->?', 'FF->?', 'DD->?']
# expect: maximum ['??->?', 'bb->b', 'BB->B', 'hh->h', 'HH->H', 'ii->i', 'II->I', 'll->l', 'LL->L', 'qq->q', 'QQ->Q', 'ff->f', 'dd->d', 'FF->F', 'DD->D']
# expect: logical_and ['??->?', 'bb->?', 'BB->?', 'hh->?', 'HH->?', 'ii->?', 'II->?', 'll->?', 'LL->?', 'qq->?', 'QQ->?', 'ff->?', 'dd->?', 'FF->?', 'DD->?']
# expect: bitwise_and ['??->?', 'bb->b', 'BB->B', 'hh->h', 'HH->H', 'ii->i', 'II->I', 'll->l', 'LL->L', 'qq->q', 'QQ->Q']
# expect: left_shift ['bb->b', 'BB->B', 'hh->h', 'HH->H', 'ii->i', 'II->I', 'll->l', 'LL->L', 'qq->q', 'QQ->Q']
# expect: gcd ['bb->b', 'BB->B', 'hh->h', 'HH->H', 'ii->i', 'II->I', 'll->l', 'LL->L', 'qq->q', 'QQ->Q']
# expect: divmod ['bb->bb', 'BB->BB', 'hh->hh', 'HH->HH', 'ii->ii', 'II->II', 'll->ll', 'LL->LL', 'qq->qq', 'QQ->QQ', 'ff->ff', 'dd->dd']
# expect: frexp ['f->fi', 'd->di']
# expect: ldexp ['fi->f', 'fl->f', 'di->d', 'dl->d']
# expect: arctan2 ['ff->f', 'dd->d']
# expect: heaviside ['ff->f', 'dd->d']
# expect: fabs ['f->f', 'd->d']
# expect: modf ['f->ff', 'd->dd']
# expect: float_power ['dd->d', 'DD->D']
# expect: matmul ['??->?', 'bb->b', 'BB->B', 'hh->h', 'HH->H', 'ii->i', 'II->I', 'll->l', 'LL->L', 'qq->q', 'QQ->Q', 'ff->f', 'dd->d', 'FF->F', 'DD->D']
