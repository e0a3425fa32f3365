# einsum's error for operands whose labels disagree in size: NumPy's text
# names each operand's shape and its shape over the iterator's labels (the
# output's, then the summed ones in ascending order; "newaxis" where the
# operand lacks one, leading ones left out).
import numpy as np

A = np.ones((2, 3)); B = np.ones((4, 5)); C = np.ones((3, 4, 5))
for sub, ops in (('ij,jk->ik', (A, A)), ('ij,jk', (A, B)), ('ij,kj->ik', (A, B)), ('i,i', (np.ones(2), np.ones(3))),
                 ('ij,ij->i', (A, B)), ('ijk,jk->i', (C, A)), ('ij,jk,kl->il', (A, A, A)), ('ji,jk->ik', (A, B)),
                 ('ij,jk->ki', (A, A)), ('ij,j->i', (A, np.ones(4))), ('i,j,ij->', (np.ones(2), np.ones(3), B)),
                 ('ab,bc->ac', (B, A)), ('zb,ba->za', (B, A))):
    try:
        np.einsum(sub, *ops)
        print(sub, 'ok')
    except ValueError as e:
        print(sub, e)

# expect: ij,jk->ik operands could not be broadcast together with remapped shapes [original->remapped]: (2,3)->(2,newaxis,3) (2,3)->(3,2) 
# expect: ij,jk operands could not be broadcast together with remapped shapes [original->remapped]: (2,3)->(2,newaxis,3) (4,5)->(5,4) 
# expect: ij,kj->ik operands could not be broadcast together with remapped shapes [original->remapped]: (2,3)->(2,newaxis,3) (4,5)->(4,5) 
# expect: i,i operands could not be broadcast together with remapped shapes [original->remapped]: (2,)->(2,) (3,)->(3,) 
# expect: ij,ij->i operands could not be broadcast together with remapped shapes [original->remapped]: (2,3)->(2,3) (4,5)->(4,5) 
# expect: ijk,jk->i operands could not be broadcast together with remapped shapes [original->remapped]: (3,4,5)->(3,4,5) (2,3)->(2,3) 
# expect: ij,jk,kl->il operands could not be broadcast together with remapped shapes [original->remapped]: (2,3)->(2,newaxis,3,newaxis) (2,3)->(2,3) (2,3)->(3,newaxis,2) 
# expect: ji,jk->ik operands could not be broadcast together with remapped shapes [original->remapped]: (2,3)->(3,newaxis,2) (4,5)->(5,4) 
# expect: ij,jk->ki operands could not be broadcast together with remapped shapes [original->remapped]: (2,3)->(2,3) (2,3)->(3,newaxis,2) 
# expect: ij,j->i operands could not be broadcast together with remapped shapes [original->remapped]: (2,3)->(2,3) (4,)->(4) 
# expect: i,j,ij-> operands could not be broadcast together with remapped shapes [original->remapped]: (2,)->(2,newaxis) (3,)->(3) (4,5)->(4,5) 
# expect: ab,bc->ac operands could not be broadcast together with remapped shapes [original->remapped]: (4,5)->(4,newaxis,5) (2,3)->(3,2) 
# expect: zb,ba->za operands could not be broadcast together with remapped shapes [original->remapped]: (4,5)->(4,newaxis,5) (2,3)->(3,2) 
