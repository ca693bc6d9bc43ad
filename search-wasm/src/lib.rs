//! The browser's search API: a thin wasm-bindgen layer over `search_core::Searcher`.
//! Analysis, ranking and the index format live in `search-core`, where they are tested natively.

use search_core::{DocKind, SearchOptions, Searcher};
use wasm_bindgen::prelude::*;

/// A loaded index of one language.
#[wasm_bindgen]
pub struct SearchIndex {
    searcher: Searcher,
}

#[wasm_bindgen]
impl SearchIndex {
    /// Loads an index file fetched by the page (`index.<lang>.bin`).
    #[wasm_bindgen(constructor)]
    pub fn new(bytes: &[u8]) -> Result<SearchIndex, JsError> {
        Ok(SearchIndex {
            searcher: Searcher::from_bytes(bytes)?,
        })
    }

    /// Answers a query with JSON: `{ total, hits: [{ url, title, kind, category, score,
    /// excerpt: [{ text, hit }] }], empty_query }`. `kind` and `category` filter when not empty.
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
        let results = self.searcher.search(query, &options);
        serde_json::to_string(&results)
            .unwrap_or_else(|_| "{\"total\":0,\"hits\":[],\"empty_query\":true}".into())
    }

    /// How many documents the index holds.
    pub fn len(&self) -> usize {
        self.searcher.index().docs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
