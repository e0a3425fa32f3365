# tpy — one plain Makefile. Targets: all (build/tpy, build/libtpy.a), test,
# debug (ASan+UBSan build in build/debug and the suite under it), run (an
# example), bench, lint, install, clean. Objects under build/, header
# dependencies from -MMD -MP.
CXX      ?= g++
BUILD    ?= build
OPT      ?= -O2
CXXFLAGS ?= $(OPT) -g
SAN      ?=
override CXXFLAGS += -std=c++20 -Wall -Wextra -Werror=switch -Wno-unused-parameter -I. -MMD -MP $(SAN)
LDLIBS   := -ldl -lpthread
PREFIX   ?= /usr/local

LIB_SRCS  := $(filter-out vm/main.cpp,$(wildcard vm/*.cpp builtins/*.cpp builtins/numpy/*.cpp jit/*.cpp gpu/*.cpp))
PYLIB     := $(wildcard builtins/pylib/*.py)
LIB_OBJS  := $(LIB_SRCS:%.cpp=$(BUILD)/%.o) $(BUILD)/gen/pylib_sources.o
MAIN_OBJ  := $(BUILD)/vm/main.o
UNIT_SRCS := $(wildcard tests/unit/*.cpp)
UNIT_OBJS := $(UNIT_SRCS:%.cpp=$(BUILD)/%.o)

.PHONY: all deps test unit script-tests debug run bench lint install clean

all: deps $(BUILD)/tpy $(BUILD)/libtpy.a

deps:
	@bash scripts/deps.sh

$(BUILD)/%.o: %.cpp
	@mkdir -p $(dir $@)
	$(CXX) $(CXXFLAGS) -c $< -o $@

# NumPy's element loops (ufuncs, casts) need -O3: at -O2 GCC's cheap cost
# model skips loops that need a runtime alias check, i.e. all of them.
$(BUILD)/builtins/numpy/np_ufuncs.o $(BUILD)/builtins/numpy/np_dtype.o: override CXXFLAGS += -O3

# The Python-source part of the standard library, embedded as strings.
$(BUILD)/gen/pylib_sources.cpp: $(PYLIB) scripts/embed_pylib.py
	python3 scripts/embed_pylib.py $@ $(PYLIB)

$(BUILD)/gen/pylib_sources.o: $(BUILD)/gen/pylib_sources.cpp
	$(CXX) $(CXXFLAGS) -c $< -o $@

$(BUILD)/libtpy.a: $(LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

$(BUILD)/tpy: $(MAIN_OBJ) $(BUILD)/libtpy.a
	$(CXX) $(CXXFLAGS) -o $@ $(MAIN_OBJ) $(BUILD)/libtpy.a $(LDLIBS)

$(BUILD)/unit_tests: $(UNIT_OBJS) $(BUILD)/libtpy.a
	$(CXX) $(CXXFLAGS) -o $@ $(UNIT_OBJS) $(BUILD)/libtpy.a $(LDLIBS)

unit: all $(BUILD)/unit_tests
	$(BUILD)/unit_tests

script-tests: all
	python3 scripts/run_tests.py --tpy $(BUILD)/tpy

test: all $(BUILD)/unit_tests
	$(BUILD)/unit_tests
	python3 scripts/run_tests.py --tpy $(BUILD)/tpy

# ASan + UBSan build of everything, then the whole suite under it.
debug:
	$(MAKE) BUILD=build/debug OPT=-O1 SAN="-fsanitize=address,undefined -fno-omit-frame-pointer" all build/debug/unit_tests
	ASAN_OPTIONS=detect_leaks=0 build/debug/unit_tests
	ASAN_OPTIONS=detect_leaks=0 python3 scripts/run_tests.py --tpy build/debug/tpy

run: all
	$(BUILD)/tpy examples/hello.py

bench: all
	bash scripts/bench.sh

lint:
	python3 scripts/lint.py

install: all
	install -d $(PREFIX)/bin $(PREFIX)/lib $(PREFIX)/include/tpy
	install -m 755 $(BUILD)/tpy $(PREFIX)/bin/tpy
	install -m 644 $(BUILD)/libtpy.a $(PREFIX)/lib/libtpy.a

clean:
	rm -rf build

-include $(LIB_OBJS:.o=.d) $(MAIN_OBJ:.o=.d) $(UNIT_OBJS:.o=.d)
