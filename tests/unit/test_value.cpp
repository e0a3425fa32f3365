// test_value.cpp — the 16-byte Value encoding and the 8-byte instruction
// encoding (operands, 24-bit jump targets).
#include <catch2/catch.hpp>
#include "vm/bytecode.h"
#include "vm/value.h"

using namespace tpy;

TEST_CASE("Value is 16 bytes with the tag first", "[value]") {
  STATIC_REQUIRE(sizeof(Value) == 16);
  Value v = Value::integer(42);
  REQUIRE(*reinterpret_cast<uint8_t*>(&v) == static_cast<uint8_t>(Tag::Int));
}

TEST_CASE("default Value is unbound, registers start zeroed", "[value]") {
  Value v;
  REQUIRE(v.is_undef());
  REQUIRE(v.bits == 0);
  Value zeroed;
  std::memset(&zeroed, 0, sizeof zeroed);
  REQUIRE(zeroed.is_undef());
}

TEST_CASE("inline ints, floats, bools and None round-trip", "[value]") {
  REQUIRE(Value::integer(INT64_MIN).i == INT64_MIN);
  REQUIRE(Value::integer(INT64_MAX).is_int());
  REQUIRE(Value::real(-0.0).f == 0.0);
  REQUIRE(std::signbit(Value::real(-0.0).f));
  REQUIRE(Value::boolean(true).b);
  REQUIRE_FALSE(Value::boolean(false).b);
  REQUIRE(Value::none().is_none());
  REQUIRE_FALSE(Value::none().is_undef());
}

TEST_CASE("identity compares tag and payload", "[value]") {
  REQUIRE(Value::integer(1).same(Value::integer(1)));
  REQUIRE_FALSE(Value::integer(1).same(Value::real(1.0)));
  REQUIRE_FALSE(Value::integer(1).same(Value::boolean(true)));
  REQUIRE(Value::none().same(Value::none()));
}

TEST_CASE("instructions are 8 bytes with 24-bit jump targets", "[bytecode]") {
  STATIC_REQUIRE(sizeof(Instr) == 8);
  Instr in{Op::JUMP};
  in.set_target(0xABCDEF);
  REQUIRE(in.target() == 0xABCDEFu);
  REQUIRE(in.c == 0xCDEF);
  REQUIRE(in.x == 0xAB);
  Instr add{Op::BINARY_OP, 0, 1, 2, 3};
  REQUIRE(add.a == 1);
  REQUIRE(add.b == 2);
  REQUIRE(add.c == 3);
}

TEST_CASE("opcode names come from opcodes.def in order", "[bytecode]") {
  REQUIRE(std::string(kOpNames[static_cast<int>(Op::LOAD_CONST)]) == "LOAD_CONST");
  REQUIRE(std::string(kOpNames[static_cast<int>(Op::PRINT_EXPR)]) == "PRINT_EXPR");
}
