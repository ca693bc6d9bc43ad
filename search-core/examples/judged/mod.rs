//! What the native search examples share: the judged query set, the built indexes, and the
//! options the search page types with.

use search_core::SearchOptions;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

/// The judged query set (`pwa/scripts/search-queries.json`), as JSON values; or the set
/// `--queries <file>` names (a held-out set, `pwa/scripts/search-queries.held-out*.json`).
pub fn queries() -> Vec<serde_json::Value> {
    let args: Vec<String> = std::env::args().collect();
    let path = args
        .iter()
        .position(|a| a == "--queries")
        .and_then(|i| args.get(i + 1).cloned())
        .unwrap_or_else(|| format!("{ROOT}/pwa/scripts/search-queries.json"));
    let set =
        std::fs::read_to_string(&path).unwrap_or_else(|_| panic!("{path}: a judged query set"));
    serde_json::from_str(&set).expect("a JSON array")
}

/// The bytes of a language's built index.
pub fn index_bytes(lang: &str) -> Vec<u8> {
    let path = format!("{ROOT}/pwa/generated/search/index.{lang}.bin");
    std::fs::read(&path).unwrap_or_else(|_| panic!("{path}: run scripts/build.sh first"))
}

/// As the search page asks: twenty results, the last word completed as it is typed.
pub fn as_typed() -> SearchOptions {
    SearchOptions {
        limit: 20,
        complete_last_word: true,
        ..Default::default()
    }
}
