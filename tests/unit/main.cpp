// main.cpp — Catch2 v2 main for the unit tests in tests/unit/.
// Every other file here only defines TEST_CASEs.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
