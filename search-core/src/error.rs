//! The one error type of this crate.

/// Everything that can go wrong when writing or loading an index.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The bytes do not start like an index file (wrong file, or an HTML error page).
    #[error("this is not a search index file")]
    NotAnIndex,
    /// The index was written by a different version of the format; rebuild it with the indexer.
    #[error("the search index has format version {found}, this build reads version {expected}")]
    Version { found: u32, expected: u32 },
    /// The file is truncated or altered; rebuild it with the indexer.
    #[error("the search index is damaged: {0}")]
    Damaged(&'static str),
    /// This module leaves out the stemmer of the index's language (one module per language).
    #[error(
        "this search module was built without the {0} stemmer; load the module of that language"
    )]
    LanguageNotBuilt(&'static str),
    /// The indexer asked to write what the format cannot hold; a bug in the indexer.
    #[error("the search index cannot hold this: {0}")]
    Unwritable(&'static str),
}
