// The 36 parcel cards, read once from assets/mykerinos/parcels.json (compiled
// in; reconstructed data, see the file's "note").
#include <cstring>

#include "mykerinos/mykerinos.h"

namespace tabula::assets {
extern const char kMykerinosParcelsJson[];
}

namespace tabula::mykerinos {

const char* patron_name(int patron) {
  static const char* const kNames[] = {"violet", "lemon", "brown", "blackmore", "tangerine", "none"};
  return patron >= 0 && patron <= kNoPatron ? kNames[patron] : "none";
}

namespace {

std::array<Parcel, kCards> load() {
  std::array<Parcel, kCards> cards{};
  const Json doc = Json::parse(assets::kMykerinosParcelsJson, nullptr, false);
  if (doc.is_discarded() || !doc.contains("parcels")) return cards;  // tests catch this
  int i = 0;
  for (const Json& c : doc["parcels"]) {
    if (i >= kCards) break;
    Parcel& p = cards[static_cast<size_t>(i++)];
    p.patron = kNoPatron;
    if (c["patron"].is_string()) {
      for (int k = 0; k < kPatrons; ++k)
        if (c["patron"].get<std::string>() == patron_name(k)) p.patron = static_cast<int8_t>(k);
    }
    p.value = static_cast<int8_t>(c.value("value", 0));
    const Json& rows = c["squares"];
    for (int r = 0; r < 3 && r < static_cast<int>(rows.size()); ++r) {
      const std::string row = rows[static_cast<size_t>(r)].get<std::string>();
      for (int col = 0; col < 2 && col < static_cast<int>(row.size()); ++col)
        p.pyramid[r * 2 + col] = row[static_cast<size_t>(col)] == '^';
    }
  }
  return cards;
}

}  // namespace

const std::array<Parcel, kCards>& parcels() {
  static const std::array<Parcel, kCards> cards = load();
  return cards;
}

}  // namespace tabula::mykerinos
