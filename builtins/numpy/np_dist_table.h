// builtins/numpy/np_dist_table.h — the distribution table rows RandomState
// (np_random.cpp) and Generator (np_generator.cpp) share, written once over
// the bit source: DistTable<Src>::kNormal & co. are dist_method's rows.
// Src gives gauss() (the polar method or the ziggurat), std_exp(), and
// kLegacy (RandomState keeps NumPy 1.16's beta and geometric samplers).
#pragma once
#include <cmath>
#include "builtins/numpy/np_distributions.h"
#include "builtins/numpy/np_random_common.h"

namespace tpy {

template <class Src> struct DistTable {
  static double normal(Src& s, double loc, double scale, double) { return loc + scale * s.gauss(); }
  static double exponential(Src& s, double scale, double, double) { return scale * s.std_exp(); }
  static double std_gamma(Src& s, double shape, double, double) { return dist::standard_gamma(s, shape); }
  static double gamma(Src& s, double shape, double scale, double) { return scale * dist::standard_gamma(s, shape); }
  static double beta(Src& s, double a, double b, double) { return dist::beta(s, a, b, Src::kLegacy); }
  static double chisquare(Src& s, double df, double, double) { return 2.0 * dist::standard_gamma(s, df / 2.0); }
  static double lognormal(Src& s, double mean, double sigma, double) { return std::exp(mean + sigma * s.gauss()); }
  static double laplace(Src& s, double loc, double scale, double) { return dist::laplace(s, loc, scale); }
  static double logistic(Src& s, double loc, double scale, double) { return dist::logistic(s, loc, scale); }
  static double triangular(Src& s, double l, double m, double r) { return dist::triangular(s, l, m, r); }
  static int64_t poisson(Src& s, double lam, double, double) { return dist::poisson(s, lam); }
  static int64_t geometric(Src& s, double p, double, double) { return dist::geometric(s, p, Src::kLegacy); }
  static double pareto(Src& s, double a, double, double) { return dist::pareto(s, a, Src::kLegacy); }
  static double weibull(Src& s, double a, double, double) { return dist::weibull(s, a); }
  static double power(Src& s, double a, double, double) { return dist::power(s, a, Src::kLegacy); }
  static double rayleigh(Src& s, double scale, double, double) { return dist::rayleigh(s, scale, Src::kLegacy); }
  static double gumbel(Src& s, double loc, double scale, double) { return dist::gumbel(s, loc, scale); }
  static double std_cauchy(Src& s, double, double, double) { return dist::standard_cauchy(s); }
  static double std_t(Src& s, double df, double, double) { return dist::standard_t(s, df); }
  static double f(Src& s, double dfnum, double dfden, double) { return dist::f(s, dfnum, dfden); }
  static double nc_chisquare(Src& s, double df, double nonc, double) {
    return dist::noncentral_chisquare(s, df, nonc, Src::kLegacy);
  }
  static double nc_f(Src& s, double dfnum, double dfden, double nonc) {
    return dist::noncentral_f(s, dfnum, dfden, nonc, Src::kLegacy);
  }
  static double wald(Src& s, double mean, double scale, double) { return dist::wald(s, mean, scale); }
  static double vonmises(Src& s, double mu, double kappa, double) { return dist::vonmises(s, mu, kappa, Src::kLegacy); }
  static int64_t neg_binomial(Src& s, double n, double p, double) { return dist::negative_binomial(s, n, p); }
  static int64_t logseries(Src& s, double p, double, double) { return dist::logseries(s, p); }
  static int64_t zipf(Src& s, double a, double, double) { return dist::zipf(s, a); }

  using Dist = ContDist<Src>;
  using Cons = DistCons;
  static constexpr double kNoDefault = NAN;
  static inline const Dist kNormal = {"normal", 2, 0, {"loc", "scale"}, {0.0, 1.0}, {Cons::None, Cons::NonNegative},
                                      normal, nullptr};
  static inline const Dist kExponential = {"exponential", 1, 0, {"scale"}, {1.0}, {Cons::NonNegative}, exponential,
                                           nullptr};
  static inline const Dist kStdGamma = {"standard_gamma", 1, 1, {"shape"}, {kNoDefault}, {Cons::NonNegative},
                                        std_gamma, nullptr};
  static inline const Dist kGamma = {"gamma", 2, 1, {"shape", "scale"}, {kNoDefault, 1.0},
                                     {Cons::NonNegative, Cons::NonNegative}, gamma, nullptr};
  static inline const Dist kBeta = {"beta", 2, 2, {"a", "b"}, {kNoDefault, kNoDefault},
                                    {Cons::Positive, Cons::Positive}, beta, nullptr};
  static inline const Dist kChisquare = {"chisquare", 1, 1, {"df"}, {kNoDefault}, {Cons::Positive}, chisquare, nullptr};
  static inline const Dist kLognormal = {"lognormal", 2, 0, {"mean", "sigma"}, {0.0, 1.0},
                                         {Cons::None, Cons::NonNegative}, lognormal, nullptr};
  static inline const Dist kLaplace = {"laplace", 2, 0, {"loc", "scale"}, {0.0, 1.0}, {Cons::None, Cons::NonNegative},
                                       laplace, nullptr};
  static inline const Dist kLogistic = {"logistic", 2, 0, {"loc", "scale"}, {0.0, 1.0},
                                        {Cons::None, Cons::NonNegative}, logistic, nullptr};
  static inline const Dist kPoisson = {"poisson", 1, 0, {"lam"}, {1.0}, {Cons::Poisson}, nullptr, poisson};
  static inline const Dist kGeometric = {"geometric", 1, 1, {"p"}, {kNoDefault}, {Cons::BoundedGt01}, nullptr,
                                         geometric};
  static inline const Dist kPareto = {"pareto", 1, 1, {"a"}, {kNoDefault}, {Cons::Positive}, pareto, nullptr};
  static inline const Dist kWeibull = {"weibull", 1, 1, {"a"}, {kNoDefault}, {Cons::NonNegative}, weibull, nullptr};
  static inline const Dist kPower = {"power", 1, 1, {"a"}, {kNoDefault}, {Cons::Positive}, power, nullptr};
  static inline const Dist kRayleigh = {"rayleigh", 1, 0, {"scale"}, {1.0}, {Cons::NonNegative}, rayleigh, nullptr};
  static inline const Dist kGumbel = {"gumbel", 2, 0, {"loc", "scale"}, {0.0, 1.0}, {Cons::None, Cons::NonNegative},
                                      gumbel, nullptr};
  static inline const Dist kStdCauchy = {"standard_cauchy", 0, 0, {}, {}, {}, std_cauchy, nullptr};
  static inline const Dist kStdT = {"standard_t", 1, 1, {"df"}, {kNoDefault}, {Cons::Positive}, std_t, nullptr};
  static inline const Dist kF = {"f", 2, 2, {"dfnum", "dfden"}, {kNoDefault, kNoDefault},
                                 {Cons::Positive, Cons::Positive}, f, nullptr};
  static inline const Dist kNcChisquare = {"noncentral_chisquare", 2, 2, {"df", "nonc"}, {kNoDefault, kNoDefault},
                                           {Cons::Positive, Cons::NonNegative}, nc_chisquare, nullptr};
  static inline const Dist kNcF = {"noncentral_f", 3, 3, {"dfnum", "dfden", "nonc"},
                                   {kNoDefault, kNoDefault, kNoDefault},
                                   {Cons::Positive, Cons::Positive, Cons::NonNegative}, nc_f, nullptr};
  static inline const Dist kWald = {"wald", 2, 2, {"mean", "scale"}, {kNoDefault, kNoDefault},
                                    {Cons::Positive, Cons::Positive}, wald, nullptr};
  static inline const Dist kVonmises = {"vonmises", 2, 2, {"mu", "kappa"}, {kNoDefault, kNoDefault},
                                        {Cons::None, Cons::NonNegative}, vonmises, nullptr};
  // Generator refuses a NaN n and p == 0 (and checks the Poisson mean it
  // implies, dist_negative_binomial); RandomState allows both.
  static inline const Dist kNegBinomial = {
      "negative_binomial", 2, 2, {"n", "p"}, {kNoDefault, kNoDefault},
      {Src::kLegacy ? Cons::Positive : Cons::PositiveNotNan, Src::kLegacy ? Cons::Bounded01 : Cons::BoundedGt01},
      nullptr, neg_binomial};
  static inline const Dist kLogseries = {"logseries", 1, 1, {"p"}, {kNoDefault}, {Cons::BoundedLt01}, nullptr,
                                         logseries};
  static inline const Dist kZipf = {"zipf", 1, 1, {"a"}, {kNoDefault}, {Cons::Gt1}, nullptr, zipf};
  static inline const Dist kTriangular = {"triangular", 3, 3, {"left", "mode", "right"},
                                          {kNoDefault, kNoDefault, kNoDefault}, {}, triangular, nullptr};
};

// negative_binomial(n, p, size); Generator also refuses parameters whose
// Poisson mean could pass NumPy's POISSON_LAM_MAX.
template <class Src> bool dist_negative_binomial(VM& vm, CallArgs& a, Value& out) {
  DistCall c(vm);
  const auto& d = DistTable<Src>::kNegBinomial;
  if (!dist_prepare(vm, a, d, c)) return false;
  if (!Src::kLegacy) {
    const double lam_max = 9223372036854775807.0 - std::sqrt(9223372036854775807.0) * 10;
    for (int64_t i = 0; i < c.count(); i++) {
      double n = c.at(0, i), p = c.at(1, i);
      if ((1 - p) / p * (n + 10 * std::sqrt(n)) > lam_max)
        return vm.raise(vm.exc.ValueError, "n too large or p too small, see Generator.negative_binomial Notes");
    }
  }
  Src& src = *static_cast<Src*>(a.args[0].o);
  return dist_fill(c, [&](int64_t i) { return d.draw_int(src, c.at(0, i), c.at(1, i), 0); }, out);
}

// hypergeometric(ngood, nbad, nsample, size): int64 parameters, NumPy's
// checks (RandomState wants nsample >= 1, Generator caps ngood and nbad).
template <class Src> bool dist_hypergeometric(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "hypergeometric", {"ngood", "nbad", "nsample", "size"}, 3, args, true)) return false;
  DistCall c(vm);
  DistParam ps[3] = {{args[0], "ngood", DistCons::None, DType::Int64},
                     {args[1], "nbad", DistCons::None, DType::Int64},
                     {args[2], "nsample", DistCons::None, DType::Int64}};
  if (!c.prepare(args[3], ps, 3, DType::Int64)) return false;
  const char* msg = nullptr;
  for (int k = 0; k < 3 && !msg; k++)
    for (int64_t i = 0; i < c.count() && !msg; i++) {
      int64_t v = c.at_int(k, i);
      if (k < 2 && v < 0) msg = k == 0 ? "ngood < 0" : "nbad < 0";
      if (k == 2 && Src::kLegacy && v < 1)
        msg = c.scalar() ? "nsample < 1 or nsample is NaN" : "nsample < 1 or nsample contains NaNs";
      if (k == 2 && !Src::kLegacy && v < 0) msg = "nsample < 0";
    }
  for (int64_t i = 0; i < c.count() && !msg; i++)
    if (c.at_int(0, i) + c.at_int(1, i) < c.at_int(2, i)) msg = "ngood + nbad < nsample";
  for (int64_t i = 0; i < c.count() && !msg && !Src::kLegacy; i++)
    if (c.at_int(0, i) >= 1000000000 || c.at_int(1, i) >= 1000000000)
      msg = "both ngood and nbad must be less than 1000000000";
  if (msg) return vm.raise(vm.exc.ValueError, msg);
  Src& src = *static_cast<Src*>(a.args[0].o);
  return dist_fill(
      c, [&](int64_t i) { return dist::hypergeometric(src, c.at_int(0, i), c.at_int(1, i), c.at_int(2, i), Src::kLegacy); },
      out);
}

// The table's methods as NativeDef rows of a type whose instances are Src
// (RandomState, Generator): the same names, arities and functions in both.
#define TPY_NP_SHARED_DIST_ROWS(Src)                                                               \
  {"normal", dist_method<Src, DistTable<Src>::kNormal>, 1, 4, true, JitHint::None},                \
  {"exponential", dist_method<Src, DistTable<Src>::kExponential>, 1, 3, true, JitHint::None},      \
  {"standard_gamma", dist_method<Src, DistTable<Src>::kStdGamma>, 1, 3, true, JitHint::None},      \
  {"gamma", dist_method<Src, DistTable<Src>::kGamma>, 1, 4, true, JitHint::None},                  \
  {"beta", dist_method<Src, DistTable<Src>::kBeta>, 1, 4, true, JitHint::None},                    \
  {"chisquare", dist_method<Src, DistTable<Src>::kChisquare>, 1, 3, true, JitHint::None},          \
  {"lognormal", dist_method<Src, DistTable<Src>::kLognormal>, 1, 4, true, JitHint::None},          \
  {"laplace", dist_method<Src, DistTable<Src>::kLaplace>, 1, 4, true, JitHint::None},              \
  {"logistic", dist_method<Src, DistTable<Src>::kLogistic>, 1, 4, true, JitHint::None},            \
  {"poisson", dist_method<Src, DistTable<Src>::kPoisson>, 1, 3, true, JitHint::None},              \
  {"geometric", dist_method<Src, DistTable<Src>::kGeometric>, 1, 3, true, JitHint::None},             \
  {"pareto", dist_method<Src, DistTable<Src>::kPareto>, 1, 3, true, JitHint::None},                \
  {"weibull", dist_method<Src, DistTable<Src>::kWeibull>, 1, 3, true, JitHint::None},              \
  {"power", dist_method<Src, DistTable<Src>::kPower>, 1, 3, true, JitHint::None},                  \
  {"rayleigh", dist_method<Src, DistTable<Src>::kRayleigh>, 1, 3, true, JitHint::None},            \
  {"gumbel", dist_method<Src, DistTable<Src>::kGumbel>, 1, 4, true, JitHint::None},                \
  {"standard_cauchy", dist_method<Src, DistTable<Src>::kStdCauchy>, 1, 2, true, JitHint::None},    \
  {"standard_t", dist_method<Src, DistTable<Src>::kStdT>, 1, 3, true, JitHint::None},              \
  {"f", dist_method<Src, DistTable<Src>::kF>, 1, 4, true, JitHint::None},                          \
  {"noncentral_chisquare", dist_method<Src, DistTable<Src>::kNcChisquare>, 1, 4, true, JitHint::None}, \
  {"noncentral_f", dist_method<Src, DistTable<Src>::kNcF>, 1, 5, true, JitHint::None},             \
  {"wald", dist_method<Src, DistTable<Src>::kWald>, 1, 4, true, JitHint::None},                    \
  {"vonmises", dist_method<Src, DistTable<Src>::kVonmises>, 1, 4, true, JitHint::None},            \
  {"negative_binomial", dist_negative_binomial<Src>, 1, 4, true, JitHint::None},                   \
  {"logseries", dist_method<Src, DistTable<Src>::kLogseries>, 1, 3, true, JitHint::None},          \
  {"zipf", dist_method<Src, DistTable<Src>::kZipf>, 1, 3, true, JitHint::None},                    \
  {"hypergeometric", dist_hypergeometric<Src>, 1, 5, true, JitHint::None}

}  // namespace tpy
