# NumPy 1.24's words for bad calls: keywords a function does not take,
# empty stacks, joins of arrays of different dimensions, pad keywords a
# mode does not take, clip without bounds, zeros of a float, transpose
# axes, cumsum out= of another size, trapz of a 0-d array, and ufunc
# broadcasting errors naming out= too.
import numpy as np

def c(name, f):
    try:
        r = f()
        print(name, '->', repr(r))
    except Exception as e:
        print(name, 'EXC', type(e).__name__, e)

a = np.arange(6.).reshape(2, 3)
c('sum kw', lambda: np.sum(a, foo=1))
c('mean kw', lambda: np.mean(a, bogus=1))
c('median kw', lambda: np.median(a, bogus=1))
c('sort kw', lambda: np.sort(a, bogus=1))
c('unique kw', lambda: np.unique(a, bogus=1))
c('zeros kw', lambda: np.zeros(2, bogus=1))
c('array kw', lambda: np.array([1], bogus=1))
c('where kw', lambda: np.where(a, bogus=1))
c('where x kw', lambda: np.where(a > 1, x=1, y=2))
c('arange kw', lambda: np.arange(3, bogus=1))
c('concatenate kw', lambda: np.concatenate([a], bogus=1))
c('linspace kw', lambda: np.linspace(0, 1, bogus=1))
c('cumsum kw', lambda: np.cumsum(a, bogus=1))
c('astype kw', lambda: a.astype(int, bogus=1))
c('stack empty', lambda: np.stack([]))
c('vstack empty', lambda: np.vstack([]))
c('concatenate empty', lambda: np.concatenate([]))
c('concatenate ndim', lambda: np.concatenate((a, np.zeros(3))))
c('concatenate ndim 2', lambda: np.concatenate((a, a, np.zeros(3))))
c('concatenate shape', lambda: np.concatenate((a, np.zeros((2, 2))), axis=0))
c('pad edge kw', lambda: np.pad([1, 2, 3], 1, mode='edge', constant_values=2))
c('pad constant kw', lambda: np.pad([1, 2, 3], 1, mode='constant', stat_length=2))
c('pad wrap kw', lambda: np.pad([1, 2, 3], 1, mode='wrap', reflect_type='odd'))
c('pad constant bogus', lambda: np.pad([1, 2, 3], 1, bogus=1))
c('pad ok', lambda: np.pad([1, 2, 3], 1, mode='constant', constant_values=7))
c('clip min=', lambda: np.clip(a, min=-1, max=1))
c('clip one', lambda: np.clip(a, 1))
c('clip kw', lambda: np.clip(a, 0, 1, bogus=3))
c('zeros float', lambda: np.zeros(2.5))
c('ones float', lambda: np.ones(np.float64(3.0)))
c('empty float F', lambda: np.empty(1.5, order='F'))
c('zeros float in tuple', lambda: np.zeros((2, 2.5)))
c('transpose int', lambda: a.transpose(1))
c('transpose 1d', lambda: np.arange(3).transpose(0))
c('transpose repeated', lambda: a.transpose((0, 0)))
c('cumsum out ndim', lambda: np.cumsum(a, out=np.empty((2, 3))))
c('cumsum out size', lambda: np.cumsum(np.arange(4), out=np.empty(3)))
c('cumprod out 2d', lambda: np.cumprod(a, axis=1, out=np.empty((2, 4))))
c('cumsum out ok', lambda: np.cumsum(np.arange(4), out=np.empty(4)))
c('trapz 0d', lambda: np.trapz(5))
c('add out 3', lambda: np.add(a, np.ones((3, 2)), out=np.empty((2, 3))))
c('add out bad', lambda: np.add(a, a, out=np.empty((3, 3))))
c('add 2', lambda: np.add(a, np.ones((3, 2))))
c('round_', lambda: np.round_(2.5))
c('round_ arr', lambda: np.round_(np.array([1.25, 2.5]), 1))

# expect: sum kw EXC TypeError sum() got an unexpected keyword argument 'foo'
# expect: mean kw EXC TypeError mean() got an unexpected keyword argument 'bogus'
# expect: median kw EXC TypeError median() got an unexpected keyword argument 'bogus'
# expect: sort kw EXC TypeError sort() got an unexpected keyword argument 'bogus'
# expect: unique kw EXC TypeError unique() got an unexpected keyword argument 'bogus'
# expect: zeros kw EXC TypeError zeros() got an unexpected keyword argument 'bogus'
# expect: array kw EXC TypeError array() got an unexpected keyword argument 'bogus'
# expect: where kw EXC TypeError where() got an unexpected keyword argument 'bogus'
# expect: where x kw EXC TypeError where() takes no keyword arguments
# expect: arange kw EXC TypeError arange() got an unexpected keyword argument 'bogus'
# expect: concatenate kw EXC TypeError concatenate() got an unexpected keyword argument 'bogus'
# expect: linspace kw EXC TypeError linspace() got an unexpected keyword argument 'bogus'
# expect: cumsum kw EXC TypeError cumsum() got an unexpected keyword argument 'bogus'
# expect: astype kw EXC TypeError astype() got an unexpected keyword argument 'bogus'
# expect: stack empty EXC ValueError need at least one array to stack
# expect: vstack empty EXC ValueError need at least one array to concatenate
# expect: concatenate empty EXC ValueError need at least one array to concatenate
# expect: concatenate ndim EXC ValueError all the input arrays must have same number of dimensions, but the array at index 0 has 2 dimension(s) and the array at index 1 has 1 dimension(s)
# expect: concatenate ndim 2 EXC ValueError all the input arrays must have same number of dimensions, but the array at index 0 has 2 dimension(s) and the array at index 2 has 1 dimension(s)
# expect: concatenate shape EXC ValueError all the input array dimensions except for the concatenation axis must match exactly, but along dimension 1, the array at index 0 has size 3 and the array at index 1 has size 2
# expect: pad edge kw EXC ValueError unsupported keyword arguments for mode 'edge': {'constant_values'}
# expect: pad constant kw EXC ValueError unsupported keyword arguments for mode 'constant': {'stat_length'}
# expect: pad wrap kw EXC ValueError unsupported keyword arguments for mode 'wrap': {'reflect_type'}
# expect: pad constant bogus EXC ValueError unsupported keyword arguments for mode 'constant': {'bogus'}
# expect: pad ok -> array([7, 1, 2, 3, 7])
# expect: clip min= EXC TypeError clip() missing 2 required positional arguments: 'a_min' and 'a_max'
# expect: clip one EXC TypeError clip() missing 1 required positional argument: 'a_max'
# expect: clip kw EXC TypeError clip() got an unexpected keyword argument 'bogus'
# expect: zeros float EXC TypeError expected a sequence of integers or a single integer, got '2.5'
# expect: ones float EXC TypeError expected a sequence of integers or a single integer, got '3.0'
# expect: empty float F EXC TypeError expected a sequence of integers or a single integer, got '1.5'
# expect: zeros float in tuple EXC TypeError 'float' object cannot be interpreted as an integer
# expect: transpose int EXC ValueError axes don't match array
# expect: transpose 1d -> array([0, 1, 2])
# expect: transpose repeated EXC ValueError repeated axis in transpose
# expect: cumsum out ndim EXC ValueError provided out is the wrong size for the accumulation.
# expect: cumsum out size EXC ValueError operands could not be broadcast together with remapped shapes [original->remapped]: (3,)->(3,) (4,)->(4,) 
# expect: cumprod out 2d EXC ValueError operands could not be broadcast together with remapped shapes [original->remapped]: (2,4)->(2,4) (2,3)->(2,3) 
# expect: cumsum out ok -> array([0., 1., 3., 6.])
# expect: trapz 0d EXC IndexError list assignment index out of range
# expect: add out 3 EXC ValueError operands could not be broadcast together with shapes (2,3) (3,2) (2,3) 
# expect: add out bad EXC ValueError operands could not be broadcast together with shapes (2,3) (2,3) (3,3) 
# expect: add 2 EXC ValueError operands could not be broadcast together with shapes (2,3) (3,2) 
# expect: round_ -> 2.0
# expect: round_ arr -> array([1.2, 2.5])
