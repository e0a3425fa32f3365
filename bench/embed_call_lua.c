// embed_call_lua.c — the LuaJIT column of the embedding call-cost table
// (bench/EMBED.md): the same three paths as embed_call.cpp through the Lua C
// API. A host calling a Lua function held in the registry (resolved once),
// the same with lua_getglobal each time, and a Lua loop calling a C function.
// Prints a checksum line, then "KEY NS ns/call  what" lines on stderr.
// Built and run by scripts/bench_embed.sh (`make bench-embed`).
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

// host_inc(x) -> x + 1, the bound function scripts call.
static int host_inc(lua_State* L) {
  lua_Integer x = luaL_checkinteger(L, 1);
  lua_pushinteger(L, x + 1);
  return 1;
}

// Calls the function on top of the stack with the argument x; returns its
// integer result (pops the function and the result). Exits on a Lua error.
static lua_Integer call_inc(lua_State* L, lua_Integer x) {
  lua_pushinteger(L, x);
  if (lua_pcall(L, 1, 1, 0) != 0) {
    fprintf(stderr, "lua: %s\n", lua_tostring(L, -1));
    exit(1);
  }
  lua_Integer r = lua_tointeger(L, -1);
  lua_pop(L, 1);
  return r;
}

int main(int argc, char** argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000000;
  lua_State* L = luaL_newstate();
  luaL_openlibs(L);
  lua_register(L, "host_inc", host_inc);
  if (luaL_dostring(L, "function inc(x) return x + 1 end\n"
                       "function loop(n) local t = 0 for i = 1, n do t = host_inc(t) end return t end\n")) {
    fprintf(stderr, "lua: %s\n", lua_tostring(L, -1));
    return 1;
  }

  lua_getglobal(L, "inc");
  int ref = luaL_ref(L, LUA_REGISTRYINDEX);  // the resolved handle
  lua_Integer a = 0;
  double t0 = now_ns();
  for (long i = 0; i < n; i++) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    a = call_inc(L, a);
  }
  double resolved = (now_ns() - t0) / n;

  lua_Integer b = 0;
  t0 = now_ns();
  for (long i = 0; i < n; i++) {
    lua_getglobal(L, "inc");
    b = call_inc(L, b);
  }
  double looked_up = (now_ns() - t0) / n;

  lua_getglobal(L, "loop");
  t0 = now_ns();
  lua_Integer c = call_inc(L, n);  // loop(n), which calls host_inc n times
  double bound = (now_ns() - t0) / n;
  lua_close(L);

  printf("checksum %lld\n", (long long)(a + b + c));
  fprintf(stderr, "resolved %.1f ns/call  host->lua, function kept in the registry (lua_rawgeti + lua_pcall)\n", resolved);
  fprintf(stderr, "lookup %.1f ns/call  host->lua, lua_getglobal + lua_pcall\n", looked_up);
  fprintf(stderr, "reverse %.1f ns/call  lua->C function (lua_CFunction) in a Lua loop\n", bound);
  return a == n && b == n && c == n ? 0 : 1;
}
