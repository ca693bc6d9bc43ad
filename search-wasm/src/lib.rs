//! The browser's search API: a thin wasm-bindgen layer over `search_core::Searcher`.
//! Analysis, ranking and the index format live in `search-core`, where they are tested natively.
//! Built once per language (features `en`, `pl`), so a reader downloads one stemmer.

use search_core::excerpt::{excerpt, to_json};
use search_core::{DocKind, SearchOptions, Searcher};
use wasm_bindgen::prelude::*;

/// A loaded index of one language.
#[wasm_bindgen]
pub struct SearchIndex {
    searcher: Searcher,
}

#[wasm_bindgen]
impl SearchIndex {
    /// Loads an index file fetched by the page (`index.<lang>.bin`); a damaged file or one of a
    /// language this module was not built for is refused with a message.
    #[wasm_bindgen(constructor)]
    pub fn new(bytes: &[u8]) -> Result<SearchIndex, JsError> {
        Ok(SearchIndex {
            searcher: Searcher::from_bytes(bytes)?,
        })
    }

    /// Answers a query with JSON: `{ total, empty_query, terms: [...], hits: [{ doc, url,
    /// title, kind, category, score }] }`. `kind` and `category` filter when not empty.
    pub fn search(
        &self,
        query: &str,
        kind: &str,
        category: &str,
        limit: usize,
        complete_last_word: bool,
    ) -> String {
        let options = SearchOptions {
            kind: DocKind::parse(kind),
            category: (!category.is_empty()).then(|| category.to_owned()),
            limit,
            complete_last_word,
        };
        self.searcher.search(query, &options).to_json()
    }

    /// The excerpt of a result's text (its `search/text/<lang>/<doc>.txt` file) with the
    /// matched terms marked, as JSON `[{ text, hit }]`. `terms` is the result's `terms`,
    /// joined by newlines.
    pub fn excerpt(&self, text: &str, terms: &str) -> String {
        let mut matched: Vec<String> = terms.split('\n').map(str::to_owned).collect();
        matched.sort_unstable();
        to_json(&excerpt(text, self.searcher.analyzer(), &matched))
    }

    /// How many documents the index holds.
    pub fn len(&self) -> usize {
        self.searcher.index().docs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
