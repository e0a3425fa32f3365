// main.cpp — Catch2 v2 main for the embedding API tests in tests/embed/
// (test_*.cpp). They include only the installed-style <tpy/tpy.h>.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
