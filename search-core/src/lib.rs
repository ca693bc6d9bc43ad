//! Index format, text analysis and BM25 ranking shared by the indexer (native) and the browser
//! module (wasm32), so that what is indexed and what is queried are analysed by the same code.

pub mod analysis;
pub mod bm25;
pub mod dictionary;
pub mod error;
pub mod excerpt;
mod expand;
pub mod format;
pub mod fuzzy;
mod help;
pub mod json;
pub mod lang;
pub mod phrases;
pub mod quiet;
pub mod ranking;
mod results;
mod score;
pub mod search;
pub mod sense;
mod snowball;
pub mod suggest;
pub mod synonyms;
#[cfg(test)]
mod test_index;

pub use error::Error;
pub use format::{
    Doc, DocKind, Field, FieldIndex, Index, IndexFile, PhrasePostings, Posting, SynonymGroup,
    TermPostings,
};
pub use lang::Lang;
pub use search::{Hit, SearchOptions, SearchResults, Searcher};
