-- wordcount: LuaJIT version of wordcount.py. minstd products stay below
-- 2^53 and math.fmod is exact, so the word stream is identical.

local WORDS = 2000000
local SYLLABLES = {"ka", "lo", "mi", "ne", "ru", "ta", "po", "shi", "zu", "ve", "xa", "qu"}
local fmod = math.fmod

local function build_text(nwords)
  local seed = 20240601
  local words = {}
  for n = 1, nwords do
    seed = fmod(seed * 16807, 2147483647)
    local parts = fmod(seed, 3) + 1
    local w = ""
    for _ = 1, parts do
      seed = fmod(seed * 16807, 2147483647)
      w = w .. SYLLABLES[fmod(seed, 12) + 1]
    end
    words[n] = w
  end
  return table.concat(words, " ")
end

local function count_words(text)
  local counts = {}
  for w in text:gmatch("%S+") do
    counts[w] = (counts[w] or 0) + 1
  end
  return counts
end

local text = build_text(WORDS)
local counts = count_words(text)
local total, letters, squares, most, distinct = 0, 0, 0, 0, 0
for w, c in pairs(counts) do
  distinct = distinct + 1
  total = total + c
  letters = letters + #w * c
  squares = squares + c * c
  if c > most then most = c end
end
print(string.format("%.0f %.0f %.0f %.0f %.0f %.0f", #text, total, distinct, most, letters, squares))
