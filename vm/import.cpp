// import.cpp — the import system: sys.modules, built-in modules
// (create_builtin_module from builtins/), shipped Python-source modules and
// packages (builtin_module_source), and .py modules and packages
// found on sys.path (the script's folder, TPY_PATH). Relative imports
// resolve against the importing module's __name__/__package__.
#include <sys/stat.h>
#include <fstream>
#include <sstream>
#include "vm/code_cache.h"
#include "vm/dict.h"
#include "vm/frame.h"
#include "vm/ops.h"
#include "vm/run.h"

namespace tpy {

namespace {

bool file_exists(const std::string& p) {
  struct stat st;
  return stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

bool read_file(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

std::vector<std::string> search_dirs(VM& vm, Value parent) {
  std::vector<std::string> dirs;
  if (is_layout(parent, Layout::Module)) {
    Value p = dict_get_str(as<Module>(parent)->dict, vm.intern("__path__"));
    if (is_layout(p, Layout::List))
      for (auto& d : as<List>(p)->items)
        if (is_str(d)) dirs.push_back(as<Str>(d)->text());
    return dirs;
  }
  Value sp = vm.sys ? dict_get_str(vm.sys->dict, vm.intern("path")) : Value();
  if (is_layout(sp, Layout::List)) {
    for (auto& d : as<List>(sp)->items)
      if (is_str(d)) dirs.push_back(as<Str>(d)->text());
  } else {
    dirs = vm.search_path;
  }
  return dirs;
}

// Imports exactly one module `full` (its parent already imported).
bool import_one(VM& vm, const std::string& full, Value parent, Value& out) {
  for (const std::string& b : vm.blocked_modules)
    if (full == b || full.rfind(b + ".", 0) == 0)
      return vm.raisef(vm.exc.ImportError, "import of '%s' is not allowed here", full.c_str());
  Value existing = dict_get_str(vm.modules, vm.intern(full));
  if (!existing.is_undef() && !existing.is_none()) { out = existing; return true; }
  if (parent.is_undef()) {
    if (Module* m = create_builtin_module(vm, full)) {
      dict_set_str(vm, vm.modules, vm.intern(full), Value::object(m));
      out = Value::object(m);
      return true;
    }
    if (vm.pending) return false;
  }
  size_t dot = full.rfind('.');
  std::string parent_name = dot == std::string::npos ? "" : full.substr(0, dot);
  // Shipped Python modules: top-level names, and submodules of a shipped
  // package (pylib/numba.core.py is numba.core).
  const char* src = parent.is_undef() || builtin_module_is_package(parent_name) ? builtin_module_source(full) : nullptr;
  if (src) {
    Module* m = vm.new_module(full);  // registered before running (circular imports)
    RootScope roots(vm);
    roots.add(m);
    bool package = builtin_module_is_package(full);
    dict_set_str(vm, m->dict, vm.intern("__package__"), vm.str_value(package ? full : parent_name));
    if (package) dict_set_str(vm, m->dict, vm.intern("__path__"), Value::object(vm.new_list()));
    dict_set_str(vm, m->dict, vm.names.builtins, Value::object(vm.builtins_module));
    // Their code objects come from the disk cache after the first compile.
    Code* code = compile_module_cached(vm, src, "<frozen " + full + ">");
    Value result;
    if (code) roots.add(code);
    if (!code || !run_code(vm, code, m->dict, m->dict, result)) {
      dict_del_str(vm.modules, vm.intern(full));
      return false;
    }
    out = dict_get_str(vm.modules, vm.intern(full));
    if (out.is_undef()) out = Value::object(m);
    return true;
  }
  std::string leaf = full.substr(dot == std::string::npos ? 0 : dot + 1);
  for (const std::string& dir : search_dirs(vm, parent)) {
    std::string base = dir.empty() ? leaf : dir + "/" + leaf;
    std::string path;
    bool package = false;
    if (file_exists(base + "/__init__.py")) { path = base + "/__init__.py"; package = true; }
    else if (file_exists(base + ".py")) path = base + ".py";
    else continue;
    std::string source;
    if (!read_file(path, source)) return vm.raisef(vm.exc.ImportError, "cannot read '%s'", path.c_str());
    // CPython's import compiles the file's bytes: a NUL anywhere is compile()'s error.
    if (source.find('\0') != std::string::npos)
      return vm.raise_pending_as(make_bare_syntax_error(vm, "source code string cannot contain null bytes"));
    if (!decode_source_bytes(vm, source, path)) return false;
    Module* m = vm.new_module(full);  // registered in sys.modules before running (circular imports)
    RootScope roots(vm);
    roots.add(m);
    dict_set_str(vm, m->dict, vm.names.file, vm.str_value(path));
    std::string pkg = package ? full : (full.rfind('.') == std::string::npos ? "" : full.substr(0, full.rfind('.')));
    dict_set_str(vm, m->dict, vm.intern("__package__"), vm.str_value(pkg));
    dict_set_str(vm, m->dict, vm.names.builtins, Value::object(vm.builtins_module));
    if (package) dict_set_str(vm, m->dict, vm.intern("__path__"), Value::object(vm.new_list({vm.str_value(base)})));
    if (!vm.run_source(source, path, m)) {
      dict_del_str(vm.modules, vm.intern(full));
      return false;
    }
    out = dict_get_str(vm.modules, vm.intern(full));
    if (out.is_undef()) out = Value::object(m);
    return true;
  }
  vm.raisef(vm.exc.ModuleNotFoundError, "No module named '%s'", full.c_str());
  if (vm.pending) {
    Value name = vm.str_value(full);
    if (!set_attr(vm, Value::object(vm.pending), vm.intern("name"), name)) {}
  }
  return false;
}

}  // namespace

bool import_module(VM& vm, Str* name, Value fromlist, int level, Value& out) {
  std::string full = name->text();
  if (level > 0) {
    Dict* g = current_globals(vm);
    Value pkg = dict_get_str(g, vm.intern("__package__"));
    std::string base;
    if (is_str(pkg) && !as<Str>(pkg)->text().empty()) base = as<Str>(pkg)->text();
    else {
      Value n = dict_get_str(g, vm.names.name);
      if (!is_str(n)) return vm.raise(vm.exc.ImportError, "attempted relative import with no known parent package");
      base = as<Str>(n)->text();
      if (dict_get_str(g, vm.intern("__path__")).is_undef()) {
        size_t dot = base.rfind('.');
        if (dot == std::string::npos) return vm.raise(vm.exc.ImportError, "attempted relative import with no known parent package");
        base = base.substr(0, dot);
      }
    }
    for (int i = 1; i < level; i++) {
      size_t dot = base.rfind('.');
      if (dot == std::string::npos) return vm.raise(vm.exc.ImportError, "attempted relative import beyond top-level package");
      base = base.substr(0, dot);
    }
    full = full.empty() ? base : base + "." + full;
  }
  // Import each prefix: a, a.b, a.b.c; bind children on their parents.
  Value parent, top, cur;
  size_t pos = 0;
  RootScope roots(vm);
  while (true) {
    size_t dot = full.find('.', pos);
    std::string prefix = full.substr(0, dot);
    if (!import_one(vm, prefix, parent, cur)) return false;
    roots.add(cur);
    if (parent.is_obj()) {
      std::string leaf = prefix.substr(prefix.rfind('.') + 1);
      if (!set_attr(vm, parent, vm.intern(leaf), cur)) return false;
    }
    if (top.is_undef()) top = cur;
    parent = cur;
    if (dot == std::string::npos) break;
    pos = dot + 1;
  }
  bool has_fromlist = is_layout(fromlist, Layout::Tuple) && !as<Tuple>(fromlist)->items.empty();
  if (level > 0 && !has_fromlist && name->text().empty()) { out = cur; return true; }
  out = has_fromlist ? cur : top;
  return true;
}

}  // namespace tpy
