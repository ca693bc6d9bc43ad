//! The one error type of this crate.

/// Everything that can go wrong when loading an index.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The bytes are not a postcard-encoded [`crate::IndexFile`] (truncated, corrupt or not an index).
    #[error("the search index could not be decoded: {0}")]
    Decode(#[from] postcard::Error),
    /// The index was written by a different version of the format; rebuild it with the indexer.
    #[error("the search index has format version {found}, this build reads version {expected}")]
    Version { found: u32, expected: u32 },
}
