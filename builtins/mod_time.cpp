// mod_time.cpp — the `time` module: time, time_ns, perf_counter(_ns),
// monotonic(_ns), process_time(_ns), sleep (interruptible), plus
// localtime/gmtime/mktime/strftime/ctime/asctime over a struct_time tuple.
// Clocks are clock_gettime; nothing here runs Python code.
#include <time.h>
#include <cerrno>
#include <cmath>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "vm/dict.h"

namespace tpy {

namespace {

int64_t clock_ns(clockid_t id) {
  timespec ts;
  clock_gettime(id, &ts);
  return static_cast<int64_t>(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

bool time_time(VM&, CallArgs&, Value& out) {
  timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  out = Value::real(static_cast<double>(ts.tv_sec) + ts.tv_nsec * 1e-9);
  return true;
}
bool time_time_ns(VM&, CallArgs&, Value& out) { out = Value::integer(clock_ns(CLOCK_REALTIME)); return true; }
bool time_perf_counter(VM&, CallArgs&, Value& out) { out = Value::real(clock_ns(CLOCK_MONOTONIC) * 1e-9); return true; }
bool time_perf_counter_ns(VM&, CallArgs&, Value& out) { out = Value::integer(clock_ns(CLOCK_MONOTONIC)); return true; }
bool time_process_time(VM&, CallArgs&, Value& out) {
  out = Value::real(clock_ns(CLOCK_PROCESS_CPUTIME_ID) * 1e-9);
  return true;
}
bool time_process_time_ns(VM&, CallArgs&, Value& out) {
  out = Value::integer(clock_ns(CLOCK_PROCESS_CPUTIME_ID));
  return true;
}

bool time_sleep(VM& vm, CallArgs& a, Value& out) {
  Value v = a.args[0];
  double secs;
  if (v.is_float()) secs = v.f;
  else if (v.is_int() || v.is_bool() || is_layout(v, Layout::Int)) {
    if (!arg_double(vm, v, secs, "sleep")) return false;
  } else if (!lookup_special(vm, v, vm.names.float_).is_undef()) {
    if (!arg_double(vm, v, secs, "sleep")) return false;
  } else {
    return vm.raisef(vm.exc.TypeError, "'%s' object cannot be interpreted as an integer", type_name(vm, v));
  }
  if (std::isnan(secs)) return vm.raise(vm.exc.ValueError, "Invalid value NaN (not a number)");
  if (secs < 0) return vm.raise(vm.exc.ValueError, "sleep length must be non-negative");
  // Sleep in slices so an interrupt (vm.interrupt_requested: Ctrl-C, a
  // host's interrupt or time limit) is honoured promptly (SIGINT also ends
  // nanosleep early); it is raised from the sleep, as CPython does.
  int64_t deadline = clock_ns(CLOCK_MONOTONIC) + static_cast<int64_t>(secs * 1e9);
  for (;;) {
    if (vm.interrupt_requested) return vm.raise_interrupt();
    int64_t left = deadline - clock_ns(CLOCK_MONOTONIC);
    if (left <= 0) break;
    int64_t slice = left < 50000000 ? left : 50000000;
    timespec ts{static_cast<time_t>(slice / 1000000000), static_cast<long>(slice % 1000000000)};
    nanosleep(&ts, nullptr);
  }
  out = Value::none();
  return true;
}

// ---- calendar time

const char* const kStructTimeFields[] = {"tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min",
                                         "tm_sec", "tm_wday", "tm_yday", "tm_isdst"};

template <int I> bool tm_getter(VM&, CallArgs& a, Value& out) {
  out = as<Tuple>(a.args[0])->items[I];
  return true;
}
const NativeDef kTmGetters[] = {
    {"tm_year", tm_getter<0>, 1, 1, false, JitHint::None}, {"tm_mon", tm_getter<1>, 1, 1, false, JitHint::None},
    {"tm_mday", tm_getter<2>, 1, 1, false, JitHint::None}, {"tm_hour", tm_getter<3>, 1, 1, false, JitHint::None},
    {"tm_min", tm_getter<4>, 1, 1, false, JitHint::None},  {"tm_sec", tm_getter<5>, 1, 1, false, JitHint::None},
    {"tm_wday", tm_getter<6>, 1, 1, false, JitHint::None}, {"tm_yday", tm_getter<7>, 1, 1, false, JitHint::None},
    {"tm_isdst", tm_getter<8>, 1, 1, false, JitHint::None},
};

bool struct_time_repr(VM& vm, CallArgs& a, Value& out) {
  Tuple* t = as<Tuple>(a.args[0]);
  std::string r = "time.struct_time(";
  for (size_t i = 0; i < t->items.size() && i < 9; i++) {
    Str* s;
    if (!to_repr(vm, t->items[i], s)) return false;
    if (i) r += ", ";
    r += std::string(kStructTimeFields[i]) + "=" + s->text();
  }
  out = vm.str_value(r + ")");
  return true;
}
const NativeDef kStructTimeMethods[] = {{"__repr__", struct_time_repr, 1, 1, false, JitHint::None}};

TypeObject* struct_time_type(VM& vm) {
  if (!vm.modules) return nullptr;
  Value mod = dict_get_str(vm.modules, vm.intern("time"));
  if (!is_layout(mod, Layout::Module)) return nullptr;
  Value t = dict_get_str(as<Module>(mod)->dict, vm.intern("struct_time"));
  return is_layout(t, Layout::Type) ? as<TypeObject>(t) : nullptr;
}

Value make_struct_time(VM& vm, const tm& t) {
  std::vector<Value> v = {Value::integer(t.tm_year + 1900), Value::integer(t.tm_mon + 1), Value::integer(t.tm_mday),
                          Value::integer(t.tm_hour),        Value::integer(t.tm_min),     Value::integer(t.tm_sec),
                          Value::integer((t.tm_wday + 6) % 7), Value::integer(t.tm_yday + 1),
                          Value::integer(t.tm_isdst)};
  TypeObject* type = struct_time_type(vm);
  if (!type) return Value::object(vm.new_tuple(std::move(v)));
  return Value::object(vm.new_tuple(v.data(), v.size(), type));
}

bool arg_seconds(VM& vm, CallArgs& a, time_t& out) {
  if (a.nargs == 0 || a.args[0].is_none()) { out = time(nullptr); return true; }
  double d;
  if (!arg_double(vm, a.args[0], d, "time")) return false;
  if (std::isnan(d)) return vm.raise(vm.exc.ValueError, "Invalid value NaN (not a number)");
  out = static_cast<time_t>(std::floor(d));
  return true;
}

bool time_localtime(VM& vm, CallArgs& a, Value& out) {
  time_t s;
  if (!arg_seconds(vm, a, s)) return false;
  tm t;
  localtime_r(&s, &t);
  out = make_struct_time(vm, t);
  return true;
}

bool time_gmtime(VM& vm, CallArgs& a, Value& out) {
  time_t s;
  if (!arg_seconds(vm, a, s)) return false;
  tm t;
  gmtime_r(&s, &t);
  out = make_struct_time(vm, t);
  return true;
}

// A struct_time/9-tuple argument back to struct tm.
bool tuple_to_tm(VM& vm, Value v, tm& t) {
  if (!is_layout(v, Layout::Tuple) || as<Tuple>(v)->items.size() != 9)
    return vm.raise(vm.exc.TypeError, "Tuple or struct_time argument required");
  int64_t f[9];
  for (int i = 0; i < 9; i++)
    if (!arg_int64(vm, as<Tuple>(v)->items[i], f[i])) return false;
  t = tm{};
  t.tm_year = static_cast<int>(f[0] - 1900);
  t.tm_mon = static_cast<int>(f[1] - 1);
  t.tm_mday = static_cast<int>(f[2]);
  t.tm_hour = static_cast<int>(f[3]);
  t.tm_min = static_cast<int>(f[4]);
  t.tm_sec = static_cast<int>(f[5]);
  t.tm_wday = static_cast<int>((f[6] + 1) % 7);
  t.tm_yday = static_cast<int>(f[7] - 1);
  t.tm_isdst = static_cast<int>(f[8]);
  return true;
}

bool time_mktime(VM& vm, CallArgs& a, Value& out) {
  tm t;
  if (!tuple_to_tm(vm, a.args[0], t)) return false;
  time_t r = mktime(&t);
  if (r == static_cast<time_t>(-1) && t.tm_year != 69)
    return vm.raise(vm.exc.OverflowError, "mktime argument out of range");
  out = Value::real(static_cast<double>(r));
  return true;
}

bool time_strftime(VM& vm, CallArgs& a, Value& out) {
  Str* fmt = nullptr;
  if (!arg_str(vm, a.args[0], fmt, "strftime", "1")) return false;
  tm t;
  if (a.nargs > 1) {
    if (!tuple_to_tm(vm, a.args[1], t)) return false;
  } else {
    time_t now = time(nullptr);
    localtime_r(&now, &t);
  }
  if (fmt->text().empty()) { out = vm.str_value(""); return true; }
  std::string buf(256 + fmt->text().size() * 8, '\0');
  for (;;) {
    size_t n = strftime(buf.data(), buf.size(), fmt->text().c_str(), &t);
    if (n > 0 || buf.size() > 1 << 20) { buf.resize(n); break; }
    buf.resize(buf.size() * 4);
  }
  out = vm.str_value(std::move(buf));
  return true;
}

std::string format_asctime(const tm& t) {
  static const char* const kDays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static const char* const kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  return strfmt("%s %s %2d %02d:%02d:%02d %d", kDays[((t.tm_wday % 7) + 7) % 7], kMonths[((t.tm_mon % 12) + 12) % 12],
                t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_year + 1900);
}

bool time_ctime(VM& vm, CallArgs& a, Value& out) {
  time_t s;
  if (!arg_seconds(vm, a, s)) return false;
  tm t;
  localtime_r(&s, &t);
  out = vm.str_value(format_asctime(t));
  return true;
}

bool time_asctime(VM& vm, CallArgs& a, Value& out) {
  tm t;
  if (a.nargs > 0) {
    if (!tuple_to_tm(vm, a.args[0], t)) return false;
  } else {
    time_t now = time(nullptr);
    localtime_r(&now, &t);
  }
  out = vm.str_value(format_asctime(t));
  return true;
}

const NativeDef kTimeFuncs[] = {
    {"time", time_time, 0, 0, false, JitHint::None},
    {"time_ns", time_time_ns, 0, 0, false, JitHint::None},
    {"perf_counter", time_perf_counter, 0, 0, false, JitHint::None},
    {"perf_counter_ns", time_perf_counter_ns, 0, 0, false, JitHint::None},
    {"monotonic", time_perf_counter, 0, 0, false, JitHint::None},
    {"monotonic_ns", time_perf_counter_ns, 0, 0, false, JitHint::None},
    {"process_time", time_process_time, 0, 0, false, JitHint::None},
    {"process_time_ns", time_process_time_ns, 0, 0, false, JitHint::None},
    {"sleep", time_sleep, 1, 1, false, JitHint::None},
    {"localtime", time_localtime, 0, 1, false, JitHint::None},
    {"gmtime", time_gmtime, 0, 1, false, JitHint::None},
    {"mktime", time_mktime, 1, 1, false, JitHint::None},
    {"strftime", time_strftime, 1, 2, false, JitHint::None},
    {"ctime", time_ctime, 0, 1, false, JitHint::None},
    {"asctime", time_asctime, 0, 1, false, JitHint::None},
};

}  // namespace

Module* create_time_module(VM& vm) {
  Module* m = vm.new_module("time");
  add_module_functions(vm, m, kTimeFuncs);
  TypeObject* st = vm.new_builtin_type("struct_time", Layout::Tuple, vm.t.tuple);
  st->module = Value::object(vm.intern("time"));
  st->subclassable = false;
  for (auto& g : kTmGetters) add_getter(vm, st, &g);
  vm.add_methods(st, kStructTimeMethods);
  set_module_attr(vm, m, "struct_time", Value::object(st));
  tzset();
  set_module_attr(vm, m, "timezone", Value::integer(timezone));
  set_module_attr(vm, m, "altzone", Value::integer(timezone - 3600));
  set_module_attr(vm, m, "daylight", Value::integer(daylight));
  set_module_attr(vm, m, "tzname", Value::object(vm.new_tuple({vm.str_value(tzname[0]), vm.str_value(tzname[1])})));
  return m;
}

}  // namespace tpy
