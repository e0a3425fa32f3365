# where= and initial= of reductions: ufunc.reduce, np.sum/prod/min/max and
# the methods, np.mean/var/std/any/all (where= only); a ufunc without an
# identity needs initial= for where=; initial=None drops the identity.
import numpy as np

a = np.arange(6.0).reshape(2, 3)
m = np.array([True, False, True])
print(np.add.reduce(a, where=m, initial=0), np.add.reduce(a, where=m))
print(np.add.reduce(a, axis=1, where=m), np.add.reduce(a, axis=None, where=m))
print(np.maximum.reduce(a, axis=None, where=m, initial=-1), np.maximum.reduce(a, axis=(0, 1), initial=100))
print(np.multiply.reduce(a + 1, axis=0, where=m, initial=2))
print(np.add.reduce(a, axis=0, initial=10), np.add.reduce(np.array([], dtype=int), initial=5))
print(np.add.reduce([1, 2], initial=None), np.minimum.reduce(np.array([3, 1, 2]), initial=0))
print(np.add.reduce(a, 0, None, None, True, where=m))
o = np.zeros(3)
print(np.add.reduce(a, axis=0, out=o, where=[[True], [False]]) is o, o)

print(np.sum(a, where=m), np.sum(a, axis=1, where=m), a.sum(where=m), a.sum(axis=1, where=m))
print(np.sum(np.arange(6).reshape(2, 3), where=m, initial=100), np.sum(a, initial=None))
print(np.sum(a, where=m, out=np.zeros(3), axis=0), np.sum(a, axis=0, keepdims=True, where=m))
print(np.prod(a + 1, where=m, axis=0), (a + 1).prod(where=m))
print(np.max(a, where=m, initial=-1), np.max(a, axis=1, where=m, initial=-1), a.min(axis=0, where=m, initial=99))
print(np.amax(a, initial=100), np.min(np.array([], float), initial=np.inf))
print(np.mean(a, where=m), np.mean(a, axis=1, where=m), np.mean(a, axis=0, where=[[True], [False]]))
print(a.mean(axis=1, where=m), np.mean(np.arange(6).reshape(2, 3), where=m, axis=1, keepdims=True))
print(np.var(a, where=m), np.std(a, axis=1, where=m), np.var(a, axis=0, where=[[True], [True]], ddof=1))
print(np.any(a > 3, where=m), np.all(a > 0, axis=1, where=m), (a > 4).any(axis=0, where=m))
print(np.sum(np.arange(5), where=np.arange(5) % 2 == 0))

for call in (lambda: np.maximum.reduce(a, where=m), lambda: np.max(a, where=m),
             lambda: np.subtract.reduce(a, axis=(0, 1), initial=100),
             lambda: np.add.reduce(a, where=np.ones(4, bool)),
             lambda: np.add.reduce(a, where=np.ones((3, 2, 3), bool)),
             lambda: np.add.reduce(np.array([]), initial=None)):
    try:
        call()
    except ValueError as e:
        print(type(e).__name__, str(e).rstrip())
for call in (lambda: np.add.reduce(a, where=np.array([1, 0, 1])), lambda: np.mean(a, initial=0),
             lambda: np.argmax(a, where=m), lambda: np.any(a, initial=0), lambda: a.mean(initial=0),
             lambda: a.argmax(where=m)):
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, str(e).rstrip())

# expect: [3. 0. 7.] [3. 0. 7.]
# expect: [2. 8.] 10.0
# expect: 5.0 100.0
# expect: [ 8.  2. 36.]
# expect: [13. 15. 17.] 5
# expect: 3 0
# expect: [[3. 0. 7.]]
# expect: True [0. 1. 2.]
# expect: 10.0 [2. 8.] 10.0 [2. 8.]
# expect: 110 15.0
# expect: [3. 0. 7.] [[3. 0. 7.]]
# expect: [ 4.  1. 18.] 72.0
# expect: 5.0 [2. 5.] [ 0. 99.  2.]
# expect: 100.0 inf
# expect: 2.5 [1. 4.] [0. 1. 2.]
# expect: [1. 4.] [[1.]
# expect:  [4.]]
# expect: 3.25 [1. 1.] [4.5 4.5 4.5]
# expect: True [False  True] [False False  True]
# expect: 6
# expect: ValueError reduction operation 'maximum' does not have an identity, so to use a where mask one has to specify 'initial'
# expect: ValueError reduction operation 'maximum' does not have an identity, so to use a where mask one has to specify 'initial'
# expect: ValueError reduction operation 'subtract' is not reorderable, so at most one axis may be specified
# expect: ValueError operands could not be broadcast together with remapped shapes [original->remapped]: (2,3) (4,)
# expect: ValueError input operand has more dimensions than allowed by the axis remapping
# expect: ValueError zero-size array to reduction operation add which has no identity
# expect: TypeError Cannot cast array data from dtype('int64') to dtype('bool') according to the rule 'safe'
# expect: TypeError mean() got an unexpected keyword argument 'initial'
# expect: TypeError argmax() got an unexpected keyword argument 'where'
# expect: TypeError any() got an unexpected keyword argument 'initial'
# expect: TypeError _mean() got an unexpected keyword argument 'initial'
# expect: TypeError argmax() got an unexpected keyword argument 'where'
