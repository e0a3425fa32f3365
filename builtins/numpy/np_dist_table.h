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
  static inline const Dist kTriangular = {"triangular", 3, 3, {"left", "mode", "right"},
                                          {kNoDefault, kNoDefault, kNoDefault}, {}, triangular, nullptr};
};

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
  {"geometric", dist_method<Src, DistTable<Src>::kGeometric>, 1, 3, true, JitHint::None}

}  // namespace tpy
