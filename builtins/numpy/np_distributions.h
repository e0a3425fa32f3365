// builtins/numpy/np_distributions.h — NumPy 1.24's samplers for the
// non-uniform distributions, each written once over a bit source S that
// offers next_double() (53-bit [0, 1)), gauss() and std_exp(): RandomState
// passes its polar Gaussian and -log(1 - U), Generator its ziggurats. Where
// RandomState kept NumPy 1.16's code (beta's zero test, binomial without the
// n == 0 / p == 0 shortcut, geometric's inversion) the variant is a flag or
// a function of its own. The same operations in the same order as NumPy, so
// a seed gives NumPy's numbers. Header only; no allocation, never raises:
// callers check the parameters first (np_dist_args.h).
#pragma once
#include <cmath>
#include <cstdint>
#include <algorithm>
#include <cstdlib>

namespace tpy::dist {

// Marsaglia and Tsang's method for shape >= 1, Johnk's rejection below 1.
template <class S> double standard_gamma(S& s, double shape) {
  if (shape == 1.0) return s.std_exp();
  if (shape == 0.0) return 0.0;
  if (shape < 1.0) {
    for (;;) {
      double u = s.next_double(), v = s.std_exp();
      if (u <= 1.0 - shape) {
        double x = std::pow(u, 1.0 / shape);
        if (x <= v) return x;
      } else {
        double y = -std::log((1 - u) / shape);
        double x = std::pow(1.0 - shape + shape * y, 1.0 / shape);
        if (x <= v + y) return x;
      }
    }
  }
  double b = shape - 1.0 / 3.0, c = 1.0 / std::sqrt(9 * b);
  for (;;) {
    double x, v;
    do {
      x = s.gauss();
      v = 1.0 + c * x;
    } while (v <= 0.0);
    v = v * v * v;
    double u = s.next_double();
    if (u < 1.0 - 0.0331 * (x * x) * (x * x)) return b * v;
    if (std::log(u) < 0.5 * x * x + b * (1.0 - v + std::log(v))) return b * v;
  }
}

// Johnk's algorithm when both shapes are <= 1 (the legacy version does not
// reject U = V = 0), else a ratio of gammas.
template <class S> double beta(S& s, double a, double b, bool legacy) {
  if (a > 1.0 || b > 1.0) {
    double ga = standard_gamma(s, a), gb = standard_gamma(s, b);
    return ga / (ga + gb);
  }
  for (;;) {
    double u = s.next_double(), v = s.next_double();
    double x = std::pow(u, 1.0 / a), y = std::pow(v, 1.0 / b), xpy = x + y;
    if (xpy > 1.0 || (!legacy && !(xpy > 0.0))) continue;
    if (xpy > 0) return x / xpy;
    double logx = std::log(u) / a, logy = std::log(v) / b;
    double logm = logx > logy ? logx : logy;
    logx -= logm;
    logy -= logm;
    return std::exp(logx - std::log(std::exp(logx) + std::exp(logy)));
  }
}

// log(gamma(x)) by Stirling's series (NumPy's random_loggam, not lgamma).
inline double loggam(double x) {
  static const double a[10] = {8.333333333333333e-02, -2.777777777777778e-03, 7.936507936507937e-04,
                               -5.952380952380952e-04, 8.417508417508418e-04, -1.917526917526918e-03,
                               6.410256410256410e-03, -2.955065359477124e-02, 1.796443723688307e-01,
                               -1.39243221690590e+00};
  if (x == 1.0 || x == 2.0) return 0.0;
  int64_t n = x < 7.0 ? (int64_t)(7 - x) : 0;
  double x0 = x + n, x2 = (1.0 / x0) * (1.0 / x0);
  double gl0 = a[9];
  for (int k = 8; k >= 0; k--) gl0 = gl0 * x2 + a[k];
  double gl = gl0 / x0 + 0.5 * 1.8378770664093453 + (x0 - 0.5) * std::log(x0) - x0;
  for (int64_t k = 1; k <= n; k++) {
    gl -= std::log(x0 - 1.0);
    x0 -= 1.0;
  }
  return gl;
}

// Multiplication of uniforms below lam = 10; Hörmann's transformed
// rejection (PTRS) from 10 up.
template <class S> int64_t poisson(S& s, double lam) {
  if (!(lam >= 10)) {  // NumPy's order of tests: a NaN mean (negative_binomial's) multiplies once
    if (lam == 0) return 0;
    double enlam = std::exp(-lam), prod = 1.0;
    for (int64_t x = 0;; x++) {
      prod *= s.next_double();
      if (!(prod > enlam)) return x;
    }
  }
  double slam = std::sqrt(lam), loglam = std::log(lam);
  double b = 0.931 + 2.53 * slam, a = -0.059 + 0.02483 * b;
  double invalpha = 1.1239 + 1.1328 / (b - 3.4), vr = 0.9277 - 3.6224 / (b - 2);
  for (;;) {
    double u = s.next_double() - 0.5, v = s.next_double();
    double us = 0.5 - std::fabs(u);
    int64_t k = (int64_t)std::floor((2 * a / us + b) * u + lam + 0.43);
    if (us >= 0.07 && v <= vr) return k;
    if (k < 0 || (us < 0.013 && v > us)) continue;
    if (std::log(v) + std::log(invalpha) - std::log(a / (us * us) + b) <= -lam + k * loglam - loggam(k + 1))
      return k;
  }
}

// Binomial: inversion while n*min(p, 1-p) <= 30, else Kachitvichyanukul and
// Schmeiser's BTPE. The set-up depends only on (n, p); NumPy keeps it
// between draws and so does this struct.
class Binomial {
 public:
  template <class S> int64_t draw(S& s, double p, int64_t n, bool legacy) {
    if (!legacy && (n == 0 || p == 0.0)) return 0;
    double q = p <= 0.5 ? p : 1.0 - p;
    int64_t y = q * n <= 30.0 ? inversion(s, n, q) : btpe(s, n, q);
    return p <= 0.5 ? y : n - y;
  }

 private:
  int64_t nsave = -1;
  double psave = -1;
  bool btpe_set = false;
  double r, q, fm, p1, xm, xl, xr, c, laml, lamr, p2, p3, p4, qn, np;
  int64_t m, bound;

  bool reset(int64_t n, double p, bool for_btpe) {
    if (n == nsave && p == psave && btpe_set == for_btpe) return false;
    nsave = n;
    psave = p;
    btpe_set = for_btpe;
    return true;
  }

  template <class S> int64_t inversion(S& s, int64_t n, double p) {
    if (reset(n, p, false)) {
      q = 1.0 - p;
      qn = std::exp(n * std::log(q));
      np = n * p;
      bound = (int64_t)std::fmin((double)n, np + 10.0 * std::sqrt(np * q + 1));
    }
    int64_t x = 0;
    double px = qn, u = s.next_double();
    while (u > px) {
      x++;
      if (x > bound) {
        x = 0;
        px = qn;
        u = s.next_double();
      } else {
        u -= px;
        px = ((n - x + 1) * p * px) / (x * q);
      }
    }
    return x;
  }

  void setup_btpe(int64_t n, double p) {
    r = std::fmin(p, 1.0 - p);
    q = 1.0 - r;
    fm = n * r + r;
    m = (int64_t)std::floor(fm);
    p1 = std::floor(2.195 * std::sqrt(n * r * q) - 4.6 * q) + 0.5;
    xm = m + 0.5;
    xl = xm - p1;
    xr = xm + p1;
    c = 0.134 + 20.5 / (15.3 + m);
    double a = (fm - xl) / (fm - xl * r);
    laml = a * (1.0 + a / 2.0);
    a = (xr - fm) / (xr * q);
    lamr = a * (1.0 + a / 2.0);
    p2 = p1 * (1.0 + 2.0 * c);
    p3 = p2 + c / laml;
    p4 = p3 + c / lamr;
  }

  static double stirling_tail(double v) {
    double v2 = v * v;
    return (13680. - (462. - (132. - (99. - 140. / v2) / v2) / v2) / v2) / v / 166320.;
  }

  // Whether y (drawn with v in the hat's region) is accepted: the exact
  // ratio of probabilities near the mode, Stirling's bound further out.
  bool btpe_accept(int64_t n, int64_t y, double v) const {
    int64_t k = std::llabs(y - m);
    double nrq = n * r * q;
    if (!(k > 20 && k < nrq / 2.0 - 1)) {
      double s = r / q, a = s * (n + 1), f = 1.0;
      if (m < y) {
        for (int64_t i = m + 1; i <= y; i++) f *= (a / i - s);
      } else if (m > y) {
        for (int64_t i = y + 1; i <= m; i++) f /= (a / i - s);
      }
      return !(v > f);
    }
    double rho = (k / nrq) * ((k * (k / 3.0 + 0.625) + 0.16666666666666666) / nrq + 0.5);
    double t = -k * k / (2 * nrq);
    double big_a = std::log(v);
    if (big_a < t - rho) return true;
    if (big_a > t + rho) return false;
    double x1 = y + 1, f1 = m + 1, z = n + 1 - m, w = n - y + 1;
    return !(big_a > xm * std::log(f1 / x1) + (n - m + 0.5) * std::log(z / w) +
                         (y - m) * std::log(w * r / (x1 * q)) + stirling_tail(f1) + stirling_tail(z) +
                         stirling_tail(x1) + stirling_tail(w));
  }

  template <class S> int64_t btpe(S& s, int64_t n, double p) {
    if (reset(n, p, true)) setup_btpe(n, p);
    for (;;) {
      double u = s.next_double() * p4, v = s.next_double();
      int64_t y;
      if (u <= p1) {  // the triangle: accepted at once
        y = (int64_t)std::floor(xm - p1 * v + u);
        return y;
      }
      if (u <= p2) {  // the parallelograms
        double x = xl + (u - p1) / c;
        v = v * c + 1.0 - std::fabs(m - x + 0.5) / p1;
        if (v > 1.0) continue;
        y = (int64_t)std::floor(x);
      } else if (u <= p3) {  // the left exponential tail
        y = (int64_t)std::floor(xl + std::log(v) / laml);
        if (y < 0 || v == 0.0) continue;
        v = v * (u - p2) * laml;
      } else {  // the right exponential tail
        y = (int64_t)std::floor(xr - std::log(v) / lamr);
        if (y > n || v == 0.0) continue;
        v = v * (u - p3) * lamr;
      }
      if (btpe_accept(n, y, v)) return y;
    }
  }
};

// Geometric by search of the cdf (p >= 1/3, both generators).
template <class S> int64_t geometric_search(S& s, double p) {
  int64_t x = 1;
  double sum = p, prod = p, q = 1.0 - p, u = s.next_double();
  while (u > sum) {
    prod *= q;
    sum += prod;
    x++;
  }
  return x;
}

template <class S> int64_t geometric(S& s, double p, bool legacy) {
  if (p >= 0.333333333333333333333333) return geometric_search(s, p);
  if (legacy) return (int64_t)std::ceil(std::log1p(-s.next_double()) / std::log(1 - p));
  return (int64_t)std::ceil(-s.std_exp() / std::log1p(-p));
}

// U = 0 is redrawn by both (NumPy recurses).
template <class S> double laplace(S& s, double loc, double scale) {
  for (;;) {
    double u = s.next_double();
    if (u >= 0.5) return loc - scale * std::log(2.0 - u - u);
    if (u > 0.0) return loc + scale * std::log(u + u);
  }
}

template <class S> double logistic(S& s, double loc, double scale) {
  for (;;) {
    double u = s.next_double();
    if (u > 0.0) return loc + scale * std::log(u / (1.0 - u));
  }
}

template <class S> double triangular(S& s, double left, double mode, double right) {
  double base = right - left, leftbase = mode - left, ratio = leftbase / base;
  double leftprod = leftbase * base, rightprod = (right - mode) * base;
  double u = s.next_double();
  if (u <= ratio) return left + std::sqrt(u * leftprod);
  return right - std::sqrt((1.0 - u) * rightprod);
}

// One multinomial row of d counts (zeroed by the caller): binomials on the
// remaining probability mass, the rest in the last cell. RandomState too
// uses the current binomial here (n == 0 and p == 0 draw nothing).
template <class S> void multinomial(S& s, Binomial& bin, int64_t n, const double* pix, int64_t d, int64_t* out) {
  double remaining = 1.0;
  int64_t dn = n;
  for (int64_t j = 0; j + 1 < d; j++) {
    out[j] = bin.draw(s, pix[j] / remaining, dn, false);
    dn -= out[j];
    if (dn <= 0) break;
    remaining -= pix[j];
  }
  if (dn > 0) out[d - 1] = dn;
}

// ---- the rest of NumPy's samplers (legacy variants where RandomState's
// formula differs) ----

template <class S> double pareto(S& s, double a, bool legacy) {
  if (legacy) return std::exp(s.std_exp() / a) - 1;
  return std::expm1(s.std_exp() / a);
}

template <class S> double weibull(S& s, double a) {
  if (a == 0.0) return 0.0;
  return std::pow(s.std_exp(), 1.0 / a);
}

template <class S> double power(S& s, double a, bool legacy) {
  if (legacy) return std::pow(1 - std::exp(-s.std_exp()), 1.0 / a);
  return std::pow(-std::expm1(-s.std_exp()), 1.0 / a);
}

template <class S> double rayleigh(S& s, double scale, bool legacy) {
  if (legacy) return scale * std::sqrt(-2.0 * std::log(1.0 - s.next_double()));
  return scale * std::sqrt(2.0 * s.std_exp());
}

// U = 1 - next_double(); U == 1 is redrawn.
template <class S> double gumbel(S& s, double loc, double scale) {
  for (;;) {
    double u = 1.0 - s.next_double();
    if (u < 1.0) return loc - scale * std::log(-std::log(u));
  }
}

template <class S> double standard_cauchy(S& s) {
  double n = s.gauss();
  return n / s.gauss();
}

template <class S> double chisquare(S& s, double df) { return 2.0 * standard_gamma(s, df / 2.0); }

template <class S> double standard_t(S& s, double df) {
  double num = s.gauss(), denom = standard_gamma(s, df / 2);
  return std::sqrt(df / 2) * num / std::sqrt(denom);
}

template <class S> double f(S& s, double dfnum, double dfden) {
  double a = chisquare(s, dfnum) * dfden;
  return a / (chisquare(s, dfden) * dfnum);
}

// A chi-square of df - 1 plus a shifted normal squared for df > 1, else a
// chi-square of df + 2 * Poisson(nonc / 2). Generator returns NaN for a
// NaN nonc at once; RandomState draws first.
template <class S> double noncentral_chisquare(S& s, double df, double nonc, bool legacy) {
  if (!legacy && std::isnan(nonc)) return NAN;
  if (nonc == 0) return chisquare(s, df);
  if (1 < df) {
    double chi2 = chisquare(s, df - 1);
    double n = s.gauss() + std::sqrt(nonc);
    return chi2 + n * n;
  }
  int64_t i = poisson(s, nonc / 2.0);
  double out = chisquare(s, df + 2 * (double)i);
  return std::isnan(nonc) ? NAN : out;
}

template <class S> double noncentral_f(S& s, double dfnum, double dfden, double nonc, bool legacy) {
  double t = noncentral_chisquare(s, dfnum, nonc, legacy) * dfden;
  return t / (chisquare(s, dfden) * dfnum);
}

template <class S> double wald(S& s, double mean, double scale) {
  double mu_2l = mean / (2 * scale);
  double y = s.gauss();
  y = mean * y * y;
  double x = mean + mu_2l * (y - std::sqrt(4 * scale * y + y * y));
  double u = s.next_double();
  if (u <= mean / (mean + x)) return x;
  return mean * mean / x;
}

// Best and Fisher's rejection method, with a Taylor form of s for small
// kappa; Generator draws a wrapped normal above 1e6.
template <class S> double vonmises(S& s, double mu, double kappa, bool legacy) {
  const double pi = 3.14159265358979323846;
  if (std::isnan(kappa)) return NAN;
  if (kappa < 1e-8) return pi * (2 * s.next_double() - 1);
  double sv;
  if (kappa < 1e-5) {
    sv = 1. / kappa + kappa;
  } else if (!legacy && kappa > 1e6) {
    double result = mu + std::sqrt(1. / kappa) * s.gauss();
    if (result < -pi) result += 2 * pi;
    if (result > pi) result -= 2 * pi;
    return result;
  } else {
    double r = 1 + std::sqrt(1 + 4 * kappa * kappa);
    double rho = (r - std::sqrt(2 * r)) / (2 * kappa);
    sv = (1 + rho * rho) / (2 * rho);
  }
  double w;
  for (;;) {
    double u = s.next_double();
    double z = std::cos(pi * u);
    w = (1 + sv * z) / (sv + z);
    double y = kappa * (sv - w);
    double v = s.next_double();
    if ((y * (2 - y) - v >= 0) || (std::log(y / v) + 1 - y >= 0)) break;
  }
  double u = s.next_double();
  double result = std::acos(w);
  if (u < 0.5) result = -result;
  result += mu;
  bool neg = result < 0;
  double mod = std::fabs(result);
  mod = std::fmod(mod + pi, 2 * pi) - pi;
  if (neg) mod *= -1;
  return mod;
}

template <class S> int64_t negative_binomial(S& s, double n, double p) {
  double y = standard_gamma(s, n) * ((1 - p) / p);
  return poisson(s, y);
}

template <class S> int64_t logseries(S& s, double p) {
  double r = std::log1p(-p);
  for (;;) {
    double v = s.next_double();
    if (v >= p) return 1;
    double u = s.next_double();
    double q = -std::expm1(r * u);
    if (v <= q * q) {
      int64_t result = (int64_t)std::floor(1 + std::log(v) / std::log(q));
      if (result < 1 || v == 0.0) continue;
      return result;
    }
    if (v >= q) return 1;
    return 2;
  }
}

// Rejection from a Pareto envelope, truncated to int64's range.
template <class S> int64_t zipf(S& s, double a) {
  double am1 = a - 1.0, b = std::pow(2.0, am1);
  for (;;) {
    double u = 1.0 - s.next_double(), v = s.next_double();
    double x = std::floor(std::pow(u, -1.0 / am1));
    if (x > (double)INT64_MAX || x < 1.0) continue;
    double t = std::pow(1.0 + 1.0 / x, am1);
    if (v * x * (t - 1.0) / (b - 1.0) <= t / b) return (int64_t)x;
  }
}

// log(k!): exact below 126 (lgamma), Stirling's leading terms above; NumPy's
// correction term there divides 1 by k in integers, so it vanishes.
inline double logfactorial(int64_t k) {
  if (k < 126) return std::lgamma((double)k + 1.0);
  return ((double)k + 0.5) * std::log((double)k) - (double)k + 0.9189385332046728;
}

// Stadlober's ratio-of-uniforms (HRUA) for the hypergeometric. Generator's
// form (logfactorial) and RandomState's (loggam, its variance term uses
// `sample`) differ in their arithmetic, not in their draws.
template <class S> int64_t hypergeometric_hrua(S& s, int64_t good, int64_t bad, int64_t sample, bool legacy) {
  const double d1 = 1.7155277699214135, d2 = 0.8989161620588988;
  int64_t mingb = std::min(good, bad), maxgb = std::max(good, bad), popsize = good + bad;
  int64_t m = std::min(sample, popsize - sample);
  int64_t k;
  if (legacy) {
    double d4 = (double)mingb / popsize, d5 = 1.0 - d4, d6 = m * d4 + 0.5;
    double d7 = std::sqrt((double)(popsize - m) * sample * d4 * d5 / (popsize - 1) + 0.5);
    double d8 = d1 * d7 + d2;
    int64_t d9 = (int64_t)std::floor((double)(m + 1) * (mingb + 1) / (popsize + 2));
    double d10 = loggam(d9 + 1) + loggam(mingb - d9 + 1) + loggam(m - d9 + 1) + loggam(maxgb - m + d9 + 1);
    double d11 = std::min(std::min(m, mingb) + 1.0, std::floor(d6 + 16 * d7));
    for (;;) {
      double x = s.next_double(), y = s.next_double();
      double w = d6 + d8 * (y - 0.5) / x;
      if (w < 0.0 || w >= d11) continue;
      k = (int64_t)std::floor(w);
      double t = d10 - (loggam(k + 1) + loggam(mingb - k + 1) + loggam(m - k + 1) + loggam(maxgb - m + k + 1));
      if (x * (4.0 - x) - 3.0 <= t) break;
      if (x * (x - t) >= 1) continue;
      if (2.0 * std::log(x) <= t) break;
    }
  } else {
    double p = (double)mingb / popsize, q = (double)maxgb / popsize;
    double mu = m * p, a = mu + 0.5;
    double var = (double)(popsize - m) * m * p * q / (popsize - 1);
    double c = std::sqrt(var + 0.5), h = d1 * c + d2;
    int64_t mode = (int64_t)std::floor((double)(m + 1) * (mingb + 1) / (popsize + 2));
    double g = logfactorial(mode) + logfactorial(mingb - mode) + logfactorial(m - mode) +
               logfactorial(maxgb - m + mode);
    double b = std::min((double)(std::min(m, mingb) + 1), std::floor(a + 16 * c));
    for (;;) {
      double u = s.next_double(), v = s.next_double();
      double x = a + h * (v - 0.5) / u;
      if (x < 0.0 || x >= b) continue;
      k = (int64_t)std::floor(x);
      double gp = logfactorial(k) + logfactorial(mingb - k) + logfactorial(m - k) + logfactorial(maxgb - m + k);
      double t = g - gp;
      if (u * (4.0 - u) - 3.0 <= t) break;
      if (u * (u - t) >= 1) continue;
      if (2.0 * std::log(u) <= t) break;
    }
  }
  if (good > bad) k = m - k;
  if (m < sample) k = good - k;
  return k;
}

// Generator: HRUA for 10 <= sample <= total - 10, else draws without
// replacement one by one (random_interval). RandomState: HRUA above 10,
// else the old HYP inversion.
template <class S> int64_t hypergeometric(S& s, int64_t good, int64_t bad, int64_t sample, bool legacy) {
  if (legacy) {
    if (sample > 10) return hypergeometric_hrua(s, good, bad, sample, true);
    if (sample <= 0) return 0;
    int64_t d1v = bad + good - sample, k = sample;
    double d2v = (double)std::min(bad, good), y = d2v;
    while (y > 0.0) {
      double u = s.next_double();
      y -= (int64_t)std::floor(u + y / (d1v + k));
      k--;
      if (k == 0) break;
    }
    int64_t z = (int64_t)(d2v - y);
    if (good > bad) z = sample - z;
    return z;
  }
  if (sample >= 10 && sample <= good + bad - 10) return hypergeometric_hrua(s, good, bad, sample, false);
  int64_t total = good + bad, computed = sample > total / 2 ? total - sample : sample;
  int64_t rem_total = total, rem_good = good;
  while (computed > 0 && rem_good > 0 && rem_total > rem_good) {
    --rem_total;
    if ((int64_t)s.interval((uint64_t)rem_total) < rem_good) --rem_good;
    --computed;
  }
  if (rem_total == rem_good) rem_good -= computed;
  return sample > total / 2 ? rem_good : good - rem_good;
}

}  // namespace tpy::dist
