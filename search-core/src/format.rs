//! The exported index: what the indexer writes with postcard and the browser module reads.

use serde::{Deserialize, Serialize};

use crate::{Error, Lang};

/// Bumped whenever the layout below changes, so an old file is refused rather than misread.
pub const FORMAT_VERSION: u32 = 1;

/// One language's index: the documents and, per field, the inverted index tantivy built.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct IndexFile {
    pub version: u32,
    pub lang: Lang,
    pub docs: Vec<Doc>,
    /// Indexed by [`Field::index`].
    pub fields: Vec<FieldIndex>,
}

/// A searchable document: an article, a page, a service or an FAQ answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Doc {
    pub kind: DocKind,
    /// Site path, with `#fragment` where the document is part of a page.
    pub url: String,
    pub title: String,
    /// Category key (articles only).
    pub category: Option<String>,
    /// Plain text the excerpt is cut from.
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DocKind {
    Article,
    Page,
    Service,
    Faq,
}

impl DocKind {
    pub fn parse(s: &str) -> Option<DocKind> {
        match s {
            "article" => Some(DocKind::Article),
            "page" => Some(DocKind::Page),
            "service" => Some(DocKind::Service),
            "faq" => Some(DocKind::Faq),
            _ => None,
        }
    }
}

/// The indexed fields, in the order of [`IndexFile::fields`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Title,
    Headings,
    Body,
}

impl Field {
    pub const ALL: [Field; 3] = [Field::Title, Field::Headings, Field::Body];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Field::Title => "title",
            Field::Headings => "headings",
            Field::Body => "body",
        }
    }

    /// How much a match in this field counts: readers expect a word in the title to matter
    /// more than the same word deep in the body.
    pub fn boost(self) -> f32 {
        match self {
            Field::Title => 3.0,
            Field::Headings => 2.0,
            Field::Body => 1.0,
        }
    }
}

/// One field's inverted index, as tantivy stored it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FieldIndex {
    /// Sum of all documents' token counts in this field (BM25's average length).
    pub total_tokens: u64,
    /// Per document, tantivy's one-byte code of the field's token count.
    pub fieldnorm_ids: Vec<u8>,
    /// Sorted by term.
    pub terms: Vec<TermPostings>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TermPostings {
    pub term: String,
    pub postings: Vec<Posting>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Posting {
    pub doc: u32,
    pub tf: u32,
}

impl IndexFile {
    pub fn to_bytes(&self) -> Vec<u8> {
        postcard::to_allocvec(self).expect("serialising to memory cannot fail")
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<IndexFile, Error> {
        let index: IndexFile = postcard::from_bytes(bytes)?;
        if index.version != FORMAT_VERSION {
            return Err(Error::Version {
                found: index.version,
                expected: FORMAT_VERSION,
            });
        }
        Ok(index)
    }
}
