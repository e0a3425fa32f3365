"""statistics — basic descriptive statistics (tpy's Python-source subset).

mean, fmean, median (+ _low/_high/_grouped), mode, multimode, variance,
pvariance, stdev, pstdev, harmonic_mean, geometric_mean, quantiles. Sums are
exact (integer ratios) and converted once, so int and float results match
CPython's; Decimal and Fraction inputs are not supported.
"""

import math as _math

__all__ = ['StatisticsError', 'fmean', 'geometric_mean', 'harmonic_mean', 'mean',
           'median', 'median_grouped', 'median_high', 'median_low', 'mode',
           'multimode', 'pstdev', 'pvariance', 'quantiles', 'stdev', 'variance']


class StatisticsError(ValueError):
    pass


def _ratio(x):
    """x as (numerator, denominator) exactly."""
    try:
        return x.as_integer_ratio()
    except AttributeError:
        raise TypeError("can't convert type '%s' to numerator/denominator"
                        % type(x).__name__) from None
    except (OverflowError, ValueError):
        return (x, None)


def _coerce(T, S):
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int or T is bool:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    raise TypeError("can't convert type '%s' to '%s'" % (T.__name__, S.__name__))


def _reduce(n, d):
    g = _math.gcd(n, d)
    if g > 1:
        n //= g
        d //= g
    if d < 0:
        n, d = -n, -d
    return n, d


def _sum(data):
    """(type, numerator, denominator, count) of the exact sum; a nan or inf
    makes the result (type, value, None, count)."""
    count = 0
    T = int
    N, D = 0, 1
    special = None
    for x in data:
        count += 1
        T = _coerce(T, type(x))
        n, d = _ratio(x)
        if d is None:
            special = x if special is None else special + x
            continue
        if d == D:
            N += n
        elif D % d == 0:
            N += n * (D // d)
        elif d % D == 0:
            N = N * (d // D) + n
            D = d
        else:
            N = N * d + n * D
            D *= d
    if special is not None:
        return T, special, None, count
    N, D = _reduce(N, D)
    return T, N, D, count


def _convert(n, d, T):
    if d is None:
        return T(n)
    if T is int or T is bool:
        if d == 1:
            return n
        T = float
    return T(n / d) if T is not float else n / d


def _fail_empty(name, need=1):
    if need == 1:
        raise StatisticsError('%s requires at least one data point' % name)
    raise StatisticsError('%s requires at least two data points' % name)


def mean(data):
    T, n, d, count = _sum(data)
    if count < 1:
        raise StatisticsError('mean requires at least one data point')
    if d is None:
        return _convert(n / count, None, T)
    return _convert(*_reduce(n, d * count), T)


def fmean(data, weights=None):
    if weights is None:
        data = list(data)
        n = len(data)
        if not n:
            raise StatisticsError('fmean requires at least one data point')
        return _math.fsum(data) / n
    data = list(data)
    weights = list(weights)
    if len(weights) != len(data):
        raise StatisticsError('data and weights must be the same length')
    total = _math.fsum(weights)
    if not total:
        raise StatisticsError('sum of weights must be non-zero')
    return _math.fsum(x * w for x, w in zip(data, weights)) / total


def geometric_mean(data):
    data = list(data)
    if not data:
        raise StatisticsError('geometric_mean requires a non-empty dataset '
                              'containing positive numbers')
    try:
        return _math.exp(fmean([_math.log(x) for x in data]))
    except ValueError:
        raise StatisticsError('geometric_mean requires a non-empty dataset '
                              'containing positive numbers') from None


def harmonic_mean(data, weights=None):
    data = list(data)
    errmsg = 'harmonic mean does not support negative values'
    n = len(data)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    if n == 1 and weights is None:
        x = data[0]
        if isinstance(x, (int, float)):
            if x < 0:
                raise StatisticsError(errmsg)
            return x
        raise TypeError('unsupported type')
    if weights is None:
        weights = [1] * n
        wn, wd = n, 1
    else:
        weights = list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        for w in weights:
            if w < 0:
                raise StatisticsError(errmsg)
        _, wn, wd, _ = _sum(weights)
    for x in data:
        if x < 0:
            raise StatisticsError(errmsg)
    try:
        T, tn, td, count = _sum([w / x if w else 0 for w, x in zip(weights, data)])
    except ZeroDivisionError:
        return 0
    if tn <= 0:
        raise StatisticsError('Weighted sum must be positive')
    return _convert(*_reduce(wn * td, wd * tn), T)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    return data[n // 2]


def median_grouped(data, interval=1):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n == 1:
        return data[0]
    x = data[n // 2]
    L = x - interval / 2
    cf = 0
    for v in data:
        if v < x:
            cf += 1
    f = data.count(x)
    return L + interval * (n / 2 - cf) / f


def mode(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    if not counts:
        raise StatisticsError('no mode for empty data')
    best = None
    best_count = 0
    for x, c in counts.items():
        if c > best_count:
            best, best_count = x, c
    return best


def multimode(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    if not counts:
        return []
    maxcount = max(counts.values())
    return [value for value, count in counts.items() if count == maxcount]


def quantiles(data, *, n=4, method='exclusive'):
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError('must have at least two data points')
    if method == 'inclusive':
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            interpolated = (data[j] * (n - delta) + data[j + 1] * delta) / n
            result.append(interpolated)
        return result
    if method == 'exclusive':
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            interpolated = (data[j - 1] * (n - delta) + data[j] * delta) / n
            result.append(interpolated)
        return result
    raise ValueError('Unknown method: %r' % (method,))


def _ss(data, c=None):
    """(type, ss numerator, ss denominator, count): exact sum of squared
    deviations from c (the exact mean when c is None)."""
    data = list(data)
    T, tn, td, count = _sum(data)
    if count == 0:
        return T, 0, 1, 0
    if td is None:
        return T, _math.nan, None, count
    if c is None:
        cn, cd = _reduce(tn, td * count)
    else:
        T = _coerce(T, type(c))
        cn, cd = _ratio(c)
        if cd is None:
            return T, _math.nan, None, count
    N, D = 0, 1
    for x in data:
        xn, xd = _ratio(x)
        dn = xn * cd - cn * xd
        dd = xd * cd
        sn, sd = dn * dn, dd * dd
        if sd == D:
            N += sn
        elif D % sd == 0:
            N += sn * (D // sd)
        elif sd % D == 0:
            N = N * (sd // D) + sn
            D = sd
        else:
            N = N * sd + sn * D
            D *= sd
    N, D = _reduce(N, D)
    return T, N, D, count


def _isqrt_frac_rto(n, m):
    """Square root of n/m rounded to an integer, round-to-odd."""
    a = _math.isqrt(n // m)
    return a | (a * a * m != n)


def _sqrt_frac(n, m):
    """Correctly rounded float square root of n/m (n, m > 0 ints): take an
    integer root with 2*53+3 significant bits, round-to-odd, then one final
    rounding in the division."""
    q = (n.bit_length() - m.bit_length() - 109) // 2
    if q >= 0:
        return float(_isqrt_frac_rto(n, m << 2 * q) << q)
    return _isqrt_frac_rto(n << -2 * q, m) / (1 << -q)


def variance(data, xbar=None):
    T, n, d, count = _ss(data, xbar)
    if count < 2:
        raise StatisticsError('variance requires at least two data points')
    if d is None:
        return _convert(n, None, T)
    return _convert(*_reduce(n, d * (count - 1)), T)


def pvariance(data, mu=None):
    T, n, d, count = _ss(data, mu)
    if count < 1:
        raise StatisticsError('pvariance requires at least one data point')
    if d is None:
        return _convert(n, None, T)
    return _convert(*_reduce(n, d * count), T)


def _sqrt_of(n, d):
    if d is None:
        return _math.sqrt(n)
    if n == 0:
        return 0.0
    return _sqrt_frac(n, d)


def stdev(data, xbar=None):
    T, n, d, count = _ss(data, xbar)
    if count < 2:
        raise StatisticsError('stdev requires at least two data points')
    if d is None:
        return _math.sqrt(n)
    return _sqrt_of(*_reduce(n, d * (count - 1)))


def pstdev(data, mu=None):
    T, n, d, count = _ss(data, mu)
    if count < 1:
        raise StatisticsError('pstdev requires at least one data point')
    if d is None:
        return _math.sqrt(n)
    return _sqrt_of(*_reduce(n, d * count))
