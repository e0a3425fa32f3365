# Edge cases: empty arrays, zero steps, bad shapes and keys, overflow; each gives NumPy's value or exception type.
import numpy as np
cases = [
    "np.zeros(0).sum()", "np.zeros((0, 3)).sum(axis=0)", "np.zeros((0,3)).max(axis=1)", "np.arange(0)[::-1]",
    "np.ones((2,3))[5:, 1:]", "np.arange(10)[::0]", "np.zeros((2,2))[np.array([[True]])]", "np.arange(5)[[]]",
    "np.array([[1,2],[3,4]])[..., None, ...]", "np.arange(3) + 'a'", "np.arange(3)[1.5]", "np.zeros((2,3)).reshape(-1,-1)",
    "np.zeros(5).reshape(2,3)", "np.sum(np.arange(4), axis=(0,0))", "np.arange(6).reshape(2,3).transpose(0,0)",
    "np.concatenate([])", "np.stack([])", "np.array([1,2]) @ np.array([1,2,3])", "np.linspace(0,1,-1)",
    "np.eye(0)", "np.arange(5).astype('bogus')", "np.array([[1],[2,3]])", "np.ones(3)[np.array([0.5])]",
    "np.random.randint(5, 5)", "np.random.seed(-1)", "np.random.choice([])", 
    "np.arange(4).reshape(2,2)[[0,1],[0]]", "np.argmax([])",
    "np.zeros((3,))[None, None, ..., None].shape", "np.array([1.5]).item(3)", "len(np.array(5))", "np.float32('nan')",
    "np.full((2,2), np.nan)", 
    "np.power(np.arange(3), np.arange(3))", "np.clip(np.arange(5), 3, 1)",
    "np.unique([])", "np.searchsorted([], 1)", "np.where([True], [1], [2, 3])", "np.isclose([], [])",
]
for c in cases:
    try:
        r = eval(c)
        print(c, '->', repr(r))
    except Exception as e:
        print(c, '!!', next(t.__name__ for t in (IndexError, ValueError, TypeError, ZeroDivisionError, OverflowError, Exception) if isinstance(e, t)))

# expect: np.zeros(0).sum() -> 0.0
# expect: np.zeros((0, 3)).sum(axis=0) -> array([0., 0., 0.])
# expect: np.zeros((0,3)).max(axis=1) -> array([], dtype=float64)
# expect: np.arange(0)[::-1] -> array([], dtype=int64)
# expect: np.ones((2,3))[5:, 1:] -> array([], shape=(0, 2), dtype=float64)
# expect: np.arange(10)[::0] !! ValueError
# expect: np.zeros((2,2))[np.array([[True]])] !! IndexError
# expect: np.arange(5)[[]] -> array([], dtype=int64)
# expect: np.array([[1,2],[3,4]])[..., None, ...] !! IndexError
# expect: np.arange(3) + 'a' !! TypeError
# expect: np.arange(3)[1.5] !! IndexError
# expect: np.zeros((2,3)).reshape(-1,-1) !! ValueError
# expect: np.zeros(5).reshape(2,3) !! ValueError
# expect: np.sum(np.arange(4), axis=(0,0)) !! ValueError
# expect: np.arange(6).reshape(2,3).transpose(0,0) !! ValueError
# expect: np.concatenate([]) !! ValueError
# expect: np.stack([]) !! ValueError
# expect: np.array([1,2]) @ np.array([1,2,3]) !! ValueError
# expect: np.linspace(0,1,-1) !! ValueError
# expect: np.eye(0) -> array([], shape=(0, 0), dtype=float64)
# expect: np.arange(5).astype('bogus') !! TypeError
# expect: np.array([[1],[2,3]]) !! ValueError
# expect: np.ones(3)[np.array([0.5])] !! IndexError
# expect: np.random.randint(5, 5) !! ValueError
# expect: np.random.seed(-1) !! ValueError
# expect: np.random.choice([]) !! ValueError
# expect: np.arange(4).reshape(2,2)[[0,1],[0]] -> array([0, 2])
# expect: np.argmax([]) !! ValueError
# expect: np.zeros((3,))[None, None, ..., None].shape -> (1, 1, 3, 1)
# expect: np.array([1.5]).item(3) !! IndexError
# expect: len(np.array(5)) !! TypeError
# expect: np.float32('nan') -> nan
# expect: np.full((2,2), np.nan) -> array([[nan, nan],
# expect:        [nan, nan]])
# expect: np.power(np.arange(3), np.arange(3)) -> array([1, 1, 4])
# expect: np.clip(np.arange(5), 3, 1) -> array([1, 1, 1, 1, 1])
# expect: np.unique([]) -> array([], dtype=float64)
# expect: np.searchsorted([], 1) -> 0
# expect: np.where([True], [1], [2, 3]) -> array([1, 1])
# expect: np.isclose([], []) -> array([], dtype=bool)
