# tpy — one plain Makefile. Targets: all (build/tpy, build/libtpy.a), test, test-gpu, embed,
# debug (ASan+UBSan build in build/debug and the suite under it), run (an
# example), bench, lint, fuzz (the differential fuzzers, FUZZ_MINUTES each), install, clean. Objects under build/, header
# dependencies from -MMD -MP.
CXX      ?= g++
BUILD    ?= build
OPT      ?= -O2
CXXFLAGS ?= $(OPT) -g
SAN      ?=
override CXXFLAGS += -std=c++20 -Wall -Wextra -Werror=switch -Wno-unused-parameter -I. -MMD -MP $(SAN)
# OpenBLAS (dot/matmul) and LAPACKE (np.linalg) are not linked: tpy dlopens
# liblapacke.so.3 at their first use (builtins/numpy/blas.def), so start-up
# does not pay for OpenBLAS's thread pool; libopenblas-dev and
# liblapacke-dev give the headers and the libraries.
LDLIBS   := -lmvec -ldl -lpthread
REPL_LIBS := -ledit
PREFIX   ?= /usr/local
DEPS_OK  := $(BUILD)/.deps-ok

# The REPL (libedit) goes into the binary only: embedding hosts never need libedit.
MAIN_SRCS := vm/main.cpp vm/repl.cpp vm/repl_magic.cpp
LIB_SRCS  := $(filter-out $(MAIN_SRCS),$(wildcard vm/*.cpp builtins/*.cpp builtins/numpy/*.cpp builtins/numba/*.cpp jit/*.cpp gpu/*.cpp))
PYLIB     := $(wildcard builtins/pylib/*.py)
LIB_OBJS  := $(LIB_SRCS:%.cpp=$(BUILD)/%.o) $(BUILD)/gen/pylib_sources.o
MAIN_OBJ  := $(MAIN_SRCS:%.cpp=$(BUILD)/%.o)
UNIT_SRCS := $(wildcard tests/unit/*.cpp)
UNIT_OBJS := $(UNIT_SRCS:%.cpp=$(BUILD)/%.o)
# Embedding tests and example hosts see only the installed header layout
# (<tpy/tpy.h>, no -I.) and build as C++17, as a host would.
EMBED_TEST_OBJS := $(patsubst %.cpp,$(BUILD)/%.o,tests/embed/main.cpp $(wildcard tests/embed/test_*.cpp))
EMBED_HOSTS     := $(patsubst tests/embed/%.cpp,$(BUILD)/embed/%,$(wildcard tests/embed/host_*.cpp))
EMBED_CXXFLAGS   = $(OPT) -g -std=c++17 -Wall -Wextra -I$(BUILD)/include -MMD -MP $(SAN)

.PHONY: all deps test test-gpu unit embed build-check install-check script-tests debug run bench bench-embed lint fuzz install clean

all: $(DEPS_OK) $(BUILD)/tpy $(BUILD)/libtpy.a

deps:
	@bash scripts/deps.sh

# The packages are checked (and installed as root) before anything
# compiles: every compile waits for this stamp (an order-only prerequisite),
# so `make -j2` on a fresh machine cannot race the install.
$(DEPS_OK): scripts/deps.sh
	@bash scripts/deps.sh
	@mkdir -p $(dir $@) && touch $@

$(BUILD)/%.o: %.cpp | $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(CXX) $(CXXFLAGS) -c $< -o $@

# NumPy's element loops (ufuncs, casts) need -O3: at -O2 GCC's cheap cost
# model skips loops that need a runtime alias check, i.e. all of them. No
# errno: NumPy never reads it, and setting it keeps sqrt out of vsqrtpd.
$(BUILD)/builtins/numpy/np_ufuncs.o $(BUILD)/builtins/numpy/np_dtype.o: override CXXFLAGS += -O3 -fno-math-errno
# Advanced indexing's gather/scatter loops (bench/np_index.py): the same.
$(BUILD)/builtins/numpy/np_gather.o: override CXXFLAGS += -O3
# The JIT's SIMD reduction engine (jit/simd.cpp): the same, for its block loops.
$(BUILD)/jit/simd.o: override CXXFLAGS += -O3 -fno-math-errno

# The Python-source part of the standard library, embedded as strings.
$(BUILD)/gen/pylib_sources.cpp: $(PYLIB) scripts/embed_pylib.py | $(DEPS_OK)
	python3 scripts/embed_pylib.py $@ $(PYLIB)

$(BUILD)/gen/pylib_sources.o: $(BUILD)/gen/pylib_sources.cpp
	$(CXX) $(CXXFLAGS) -c $< -o $@

# libtpy.a carries asmjit's objects too (Debian ships it as a static
# library only), so a host links against libtpy.a alone.
ASMJIT_LIB ?= /usr/lib/x86_64-linux-gnu/libasmjit.a

$(BUILD)/libtpy.a: $(LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^
	printf 'OPEN %s\nADDLIB %s\nSAVE\nEND\n' $@ $(ASMJIT_LIB) | ar -M

$(BUILD)/tpy: $(MAIN_OBJ) $(BUILD)/libtpy.a
	$(CXX) $(CXXFLAGS) -o $@ $(MAIN_OBJ) $(BUILD)/libtpy.a $(LDLIBS) $(REPL_LIBS)

$(BUILD)/include/tpy/tpy.h: vm/tpy.h
	@mkdir -p $(dir $@)
	cp $< $@

$(BUILD)/tests/embed/%.o: tests/embed/%.cpp $(BUILD)/include/tpy/tpy.h | $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(CXX) $(EMBED_CXXFLAGS) -c $< -o $@

$(BUILD)/embed_tests: $(EMBED_TEST_OBJS) $(BUILD)/libtpy.a
	$(CXX) $(EMBED_CXXFLAGS) -o $@ $(EMBED_TEST_OBJS) $(BUILD)/libtpy.a $(LDLIBS)

$(BUILD)/embed/%: $(BUILD)/tests/embed/%.o $(BUILD)/libtpy.a
	@mkdir -p $(dir $@)
	$(CXX) $(EMBED_CXXFLAGS) -o $@ $< $(BUILD)/libtpy.a $(LDLIBS)

$(BUILD)/unit_tests: $(UNIT_OBJS) $(BUILD)/libtpy.a
	$(CXX) $(CXXFLAGS) -o $@ $(UNIT_OBJS) $(BUILD)/libtpy.a $(LDLIBS)

unit: all $(BUILD)/unit_tests
	$(BUILD)/unit_tests

script-tests: all
	python3 scripts/run_tests.py --tpy $(BUILD)/tpy
	python3 scripts/run_repl_tests.py --tpy $(BUILD)/tpy

embed: all $(BUILD)/embed_tests $(EMBED_HOSTS)
	$(BUILD)/embed_tests
	@for h in $(EMBED_HOSTS); do echo "$$h"; $$h || exit 1; done

# The stand-in CUDA driver tests/gpu_fake runs tpy's GPU path against.
$(BUILD)/fake_cuda/libtpy_fake_cuda.so: tests/gpu_fake/fake_libcuda.cpp
	@mkdir -p $(dir $@)
	$(CXX) -O1 -g -std=c++17 -shared -fPIC $(SAN) -o $@ $<

test: all build-check $(BUILD)/unit_tests $(BUILD)/embed_tests $(EMBED_HOSTS) install-check $(BUILD)/fake_cuda/libtpy_fake_cuda.so
	$(BUILD)/unit_tests
	$(BUILD)/embed_tests
	@for h in $(EMBED_HOSTS); do echo "$$h"; $$h || exit 1; done
	python3 scripts/run_tests.py --tpy $(BUILD)/tpy
	python3 scripts/run_repl_tests.py --tpy $(BUILD)/tpy

# tests/gpu on a real GPU (the device machine): NUMBA_ENABLE_CUDASIM is not
# set, so kernels go to the device when tpy finds one. Until the Driver API
# launch path exists (gpu/README.md, "Not yet"), tpy falls back to its
# simulator there too, and the files that print cuda.is_available() differ.
test-gpu: all
	python3 scripts/run_tests.py --tpy $(BUILD)/tpy --gpu --no-oracle tests/gpu

# A compile in a fresh build folder must first run the package check
# (`make -j2` on a fresh machine once compiled before Boost was installed).
build-check:
	@$(MAKE) --no-print-directory -n BUILD=$(BUILD)/order-check $(BUILD)/order-check/vm/lexer.o | head -n 1 | \
	  grep -q 'scripts/deps.sh' || { echo "make: compiles do not wait for scripts/deps.sh" >&2; exit 1; }

# What the README tells a host author to do: install, then build the example
# host with pkg-config alone.
install-check: all
	$(MAKE) --no-print-directory install PREFIX=$(BUILD)/stage >/dev/null
	PKG_CONFIG_PATH=$(BUILD)/stage/lib/pkgconfig $(CXX) -std=c++17 tests/embed/host_example.cpp \
	  $$(PKG_CONFIG_PATH=$(BUILD)/stage/lib/pkgconfig pkg-config --cflags --libs tpy) -o $(BUILD)/stage/host_example
	$(BUILD)/stage/host_example >/dev/null

# ASan + UBSan build of everything, then the whole suite under it. ASan
# aborts on an allocation it cannot make unless allocator_may_return_null
# is set; with it, operator new throws bad_alloc as without ASan, which the
# VM turns into MemoryError (tests/robust/).
ASAN_ALLOC = allocator_may_return_null=1
debug:
	$(MAKE) BUILD=build/debug OPT=-O1 SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -DTPY_HEAP_MALLOC" all build/debug/unit_tests \
	  build/debug/fake_cuda/libtpy_fake_cuda.so \
	  build/debug/embed_tests $(patsubst $(BUILD)/%,build/debug/%,$(EMBED_HOSTS))
	ASAN_OPTIONS=detect_leaks=0:$(ASAN_ALLOC) build/debug/unit_tests
	# The embedding API promises that a VM frees everything: leaks are errors here.
	ASAN_OPTIONS=detect_leaks=1:$(ASAN_ALLOC) build/debug/embed_tests
	@for h in $(patsubst $(BUILD)/%,build/debug/%,$(EMBED_HOSTS)); do echo "$$h"; ASAN_OPTIONS=detect_leaks=1:$(ASAN_ALLOC) $$h || exit 1; done
	ASAN_OPTIONS=detect_leaks=0:$(ASAN_ALLOC) python3 scripts/run_tests.py --tpy build/debug/tpy
	ASAN_OPTIONS=detect_leaks=0 python3 scripts/run_repl_tests.py --tpy build/debug/tpy

run: all
	$(BUILD)/tpy examples/hello.py

bench: all
	bash scripts/bench.sh

# Per-call cost of the embedding API (bench/embed_call.cpp) next to the
# LuaJIT C API and pybind11 (scripts/bench_embed.sh writes bench/EMBED.md).
bench-embed: all $(BUILD)/include/tpy/tpy.h
	@mkdir -p $(BUILD)/bench
	$(CXX) -O2 -std=c++17 -I$(BUILD)/include bench/embed_call.cpp $(BUILD)/libtpy.a $(LDLIBS) -o $(BUILD)/bench/embed_call
	BUILD=$(BUILD) bash scripts/bench_embed.sh

lint:
	python3 scripts/lint.py

# Not part of `make test` (time): the parser/compiler, format and codec
# fuzzers, two at a time under nice; findings under build/*_fuzz/.
FUZZ_MINUTES ?= 20
fuzz: all
	nice -n 10 python3 scripts/source_fuzz.py --tpy $(BUILD)/tpy --minutes $(FUZZ_MINUTES) & \
	  nice -n 10 python3 scripts/format_fuzz.py --tpy $(BUILD)/tpy --minutes $(FUZZ_MINUTES); a=$$?; wait $$! || a=1; \
	  nice -n 10 python3 scripts/codec_fuzz.py --tpy $(BUILD)/tpy --minutes $(FUZZ_MINUTES) || a=1; exit $$a

install: all
	install -d $(PREFIX)/bin $(PREFIX)/lib/pkgconfig $(PREFIX)/include/tpy
	install -m 755 $(BUILD)/tpy $(PREFIX)/bin/tpy
	install -m 644 $(BUILD)/libtpy.a $(PREFIX)/lib/libtpy.a
	install -m 644 vm/tpy.h $(PREFIX)/include/tpy/tpy.h
	sed -e 's|@PREFIX@|$(abspath $(PREFIX))|' scripts/tpy.pc.in > $(PREFIX)/lib/pkgconfig/tpy.pc

clean:
	rm -rf build

-include $(LIB_OBJS:.o=.d) $(MAIN_OBJ:.o=.d) $(UNIT_OBJS:.o=.d) $(EMBED_TEST_OBJS:.o=.d) $(EMBED_HOSTS:$(BUILD)/embed/%=$(BUILD)/tests/embed/%.d)
