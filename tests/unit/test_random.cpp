// tests/unit/test_random.cpp — MersenneTwister against CPython 3.11's random.
// Expected values were generated with python3 (random.seed(s) then the calls
// in the order below) and, for RandomState, /usr/bin/python3 with numpy 1.24.
#include <catch2/catch.hpp>

#include "builtins/mt_random.h"

#include <vector>

using tpy::BigInt;
using tpy::MersenneTwister;

namespace {

struct SeedCase {
  const char* seed;
  double random3[3];
  uint32_t bits32;
  const char* bits70;
  uint32_t bits5;
  unsigned long long bits64;
  const char* bits200;
  int64_t randrange_1e6;
  const char* randrange_step7;
  int64_t randrange_neg3;
  int64_t randint3[3];
  double uniform;
  int shuffled[10];
  int64_t choice100;
  double gauss3[3];
  double normal2[2];
  double expo;
  const char* big_range;
};

const SeedCase kSeedCases[] = {
  {"0", {0.8444218515250481, 0.7579544029403025, 0.420571580830845}, 1112038970u, "581280420167391163642", 12u, 14458531974522955699uLL, "1434841144084548420268201612090656195012982858478581344976224", 952225, "77240800503723220047706130927", 49, {-4, 4, -1}, 2.487259201033013, {3, 7, 1, 9, 6, 5, 0, 4, 2, 8}, 45, {-1.2581032977244673, 0.5522200050609998, 2.227577292070218}, {1.8535884415681236, 0.9463058078042883}, 0.5304142863831182, "-1207072598984809897592270637643799708504"},
  {"1", {0.13436424411240122, 0.8474337369372327, 0.763774618976614}, 1095513148u, "894582879806664207241", 14u, 12019768873862893665uLL, "1431357135632859651939989807912256044690357622663477440968342", 876363, "891480511355929701999203422683", 100, {2, -1, -2}, 2.0911534350013037, {2, 3, 9, 8, 4, 6, 7, 0, 5, 1}, 54, {-0.18510829105071805, -1.2106683465643635, 0.20345118615345922}, {2.069297056788211, 2.6345653834499068}, 2.0277733994937326, "-6222865632892718758613661267804344300985"},
  {"42", {0.6394267984578837, 0.025010755222666936, 0.27502931836911926}, 958682846u, "124265960472762171881", 21u, 16457808150190122675uLL, "144560380107863596215379766867395014599938346225043746137140", 229258, "333877864384734470622799570600", 25, {5, 3, 1}, 1.7204406220406967, {8, 7, 5, 2, 3, 1, 6, 0, 4, 9}, 27, {0.8734043853794468, -0.2406296726551354, 0.3765998586879102}, {2.7521768808289377, 2.9747485197848826}, 0.5122416160201129, "1936697159413049387932091105529923771724"},
  {"12345", {0.41661987254534116, 0.010169169457068361, 0.8252065092537432}, 1282648386u, "1095153896404294457530", 6u, 10441007794851070986uLL, "417006299539901261371200816828918785324532977456131278154320", 589382, "893882652128116292951372989282", 31, {0, -4, 3}, 2.47863999557041, {4, 7, 3, 5, 0, 9, 1, 2, 8, 6}, 3, {-0.22563710023232184, 0.05969226353272689, -1.5285112778360932}, {1.9270134269917762, 2.1681280749706127}, 0.5785071311144833, "-7817247707080413949189546042285803898289"},
  {"1180591620717411303424", {0.2327882718301838, 0.4150663501741646, 0.10762663043437715}, 3222345578u, "270349096803614882062", 8u, 2175193652391280777uLL, "1216742038764123387661645721482588981071684217490560542770120", 638285, "473270105145896367987225522681", -56, {3, -3, 3}, 2.4714453904043983, {4, 9, 1, 6, 2, 0, 7, 8, 5, 3}, 57, {0.7271873422143917, 0.9428720116757252, -1.2787005888624334}, {2.9315838918233545, 2.417673805275875}, 0.6407988826128383, "-1287664482699897174396701130295637277868"},
  {"-5", {0.6229016948897019, 0.7417869892607294, 0.7951935655656966}, 4047793130u, "769965226623475991344", 29u, 535051974151811365uLL, "85676001882374882743583173947858811888607373480298773810687", 944662, "206195532852834009922349030363", 7, {1, 3, -4}, 2.0739411879281007, {4, 7, 9, 5, 8, 1, 2, 6, 3, 0}, 79, {-0.38510398433117615, -0.35020771378194304, 2.0252556854835784}, {1.6823303503687141, 2.104430967749955}, 0.15275724171361735, "-9558045038464323181986107949870281093482"},
};

}  // namespace

TEST_CASE("random: every function matches CPython for seeds 0 1 42 12345 2**70 -5", "[random]") {
  for (const SeedCase& c : kSeedCases) {
    INFO("seed " << c.seed);
    MersenneTwister mt;
    mt.seed(BigInt(c.seed));
    for (double v : c.random3) CHECK(mt.random() == v);
    CHECK(mt.getrandbits(32) == c.bits32);
    CHECK(mt.getrandbits(70) == BigInt(c.bits70));
    CHECK(mt.getrandbits64(5) == c.bits5);
    CHECK(mt.getrandbits64(64) == c.bits64);
    CHECK(mt.getrandbits(200) == BigInt(c.bits200));
    BigInt out;
    std::string err;
    REQUIRE(mt.randrange(BigInt(1000000), out, err));
    CHECK(out == c.randrange_1e6);
    REQUIRE(mt.randrange(BigInt(0), BigInt("1000000000000000000000000000000"), BigInt(7), out, err));
    CHECK(out == BigInt(c.randrange_step7));
    REQUIRE(mt.randrange(BigInt(100), BigInt(-100), BigInt(-3), out, err));
    CHECK(out == c.randrange_neg3);
    for (int64_t v : c.randint3) {
      REQUIRE(mt.randint(BigInt(-5), BigInt(5), out, err));
      CHECK(out == v);
    }
    CHECK(mt.uniform(1.5, 2.5) == c.uniform);
    std::vector<int> items = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    mt.shuffle(items.size(), [&](uint64_t i, uint64_t j) { std::swap(items[i], items[j]); });
    CHECK(items == std::vector<int>(c.shuffled, c.shuffled + 10));
    CHECK(static_cast<int64_t>(mt.choice_index(100)) == c.choice100);
    for (double v : c.gauss3) CHECK(mt.gauss(0.0, 1.0) == v);
    for (double v : c.normal2) CHECK(mt.normalvariate(2.0, 0.5) == v);
    CHECK(mt.expovariate(1.5) == c.expo);
    REQUIRE(mt.randrange(BigInt("-10000000000000000000000000000000000000000"),
                         BigInt("10000000000000000000000000000000000000000"), BigInt(1), out, err));
    CHECK(out == BigInt(c.big_range));
  }
}

TEST_CASE("random: randrange and randint error texts", "[random]") {
  MersenneTwister mt;
  BigInt out;
  std::string err;
  CHECK_FALSE(mt.randrange(BigInt(5), BigInt(5), BigInt(1), out, err));
  CHECK(err == "empty range for randrange() (5, 5, 0)");
  CHECK_FALSE(mt.randrange(BigInt(10), BigInt(0), BigInt(1), out, err));
  CHECK(err == "empty range for randrange() (10, 0, -10)");
  CHECK_FALSE(mt.randrange(BigInt(0), out, err));
  CHECK(err == "empty range for randrange()");
  CHECK_FALSE(mt.randrange(BigInt(-3), out, err));
  CHECK(err == "empty range for randrange()");
  CHECK_FALSE(mt.randrange(BigInt(0), BigInt(10), BigInt(0), out, err));
  CHECK(err == "zero step for randrange()");
  CHECK_FALSE(mt.randrange(BigInt(0), BigInt(10), BigInt(-1), out, err));
  CHECK(err == "empty range for randrange()");
  CHECK_FALSE(mt.randint(BigInt(5), BigInt(4), out, err));
  CHECK(err == "empty range for randrange() (5, 5, 0)");
}

TEST_CASE("random: getrandbits(0) draws nothing, gauss cache is reset by seed", "[random]") {
  MersenneTwister a, b;
  a.seed(BigInt(7));
  b.seed(BigInt(7));
  CHECK(a.getrandbits(0) == 0);
  CHECK(a.random() == b.random());
  a.seed(BigInt(42));
  (void)a.gauss(0, 1);  // leaves a cached value
  a.seed(BigInt(42));
  b.seed(BigInt(42));
  CHECK(a.gauss(0, 1) == b.gauss(0, 1));
  CHECK(a.seed_from_entropy() == true);
}

TEST_CASE("random: NumPy legacy RandomState seeding", "[random]") {
  // numpy.random.RandomState(42).random_sample(2): init_genrand for int seeds.
  MersenneTwister mt;
  mt.init_genrand(42);
  CHECK(mt.random() == 0.3745401188473625);
  CHECK(mt.random() == 0.9507143064099162);
  // numpy.random.RandomState([1, 2, 3]).random_sample(2): init_by_array.
  const uint32_t key[] = {1, 2, 3};
  mt.init_by_array(key, 3);
  CHECK(mt.random() == 0.6098612722867289);
  CHECK(mt.random() == 0.8866970434146851);
}
