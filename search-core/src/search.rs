//! Answering a query: analysis, exact/prefix/fuzzy term expansion, BM25 scoring, filters and
//! excerpts. Whatever the input, it returns a result and never panics.

use std::collections::{HashMap, HashSet};

use serde::Serialize;

use crate::analysis::{Analyzer, fold, lowercase, words};
use crate::bm25::Bm25Weight;
use crate::excerpt::{Segment, excerpt};
use crate::fuzzy::{distance_within, max_edits};
use crate::{DocKind, Error, Field, IndexFile};

/// Longer input is cut: nobody types more, and it bounds the work a query can cause.
pub const MAX_QUERY_CHARS: usize = 200;
/// At most this many words of a query are used.
pub const MAX_QUERY_TERMS: usize = 12;

/// How much a term found by completing the last word, or by forgiving a typo, counts compared
/// with the exact term: exact matches rank first.
const PREFIX_FACTOR: f32 = 0.8;
const FUZZY_FACTOR: f32 = 0.6;

#[derive(Debug, Clone, Default)]
pub struct SearchOptions {
    pub kind: Option<DocKind>,
    pub category: Option<String>,
    pub limit: usize,
    /// Treat the last word as unfinished (results as you type): `demen` finds `dementia`.
    pub complete_last_word: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct Hit {
    pub url: String,
    pub title: String,
    pub kind: DocKind,
    pub category: Option<String>,
    pub score: f32,
    pub excerpt: Vec<Segment>,
}

#[derive(Debug, Clone, Serialize)]
pub struct SearchResults {
    /// Matching documents in all, before `limit`.
    pub total: usize,
    pub hits: Vec<Hit>,
    /// True when the query held no searchable word (empty, punctuation or emoji only).
    pub empty_query: bool,
}

/// A loaded index, ready to answer queries.
pub struct Searcher {
    index: IndexFile,
    analyzer: Analyzer,
    /// Every term of any field, sorted, for prefix and typo expansion.
    vocabulary: Vec<String>,
    /// term -> position in each field's term list.
    lookup: HashMap<String, [Option<u32>; 3]>,
}

/// One typed word and the index terms it stands for, with how much each counts.
struct Expansion {
    terms: Vec<(String, f32)>,
}

impl Searcher {
    pub fn from_bytes(bytes: &[u8]) -> Result<Searcher, Error> {
        Ok(Searcher::new(IndexFile::from_bytes(bytes)?))
    }

    pub fn new(index: IndexFile) -> Searcher {
        let mut lookup: HashMap<String, [Option<u32>; 3]> = HashMap::new();
        for field in Field::ALL {
            if let Some(fi) = index.fields.get(field.index()) {
                for (i, tp) in fi.terms.iter().enumerate() {
                    lookup.entry(tp.term.clone()).or_default()[field.index()] = Some(i as u32);
                }
            }
        }
        let mut vocabulary: Vec<String> = lookup.keys().cloned().collect();
        vocabulary.sort_unstable();
        Searcher {
            analyzer: Analyzer::new(index.lang),
            index,
            vocabulary,
            lookup,
        }
    }

    pub fn index(&self) -> &IndexFile {
        &self.index
    }

    pub fn search(&self, query: &str, options: &SearchOptions) -> SearchResults {
        let query: String = query.chars().take(MAX_QUERY_CHARS).collect();
        let typed: Vec<&str> = words(&query)
            .map(|w| w.text)
            .take(MAX_QUERY_TERMS)
            .collect();
        if typed.is_empty() {
            return SearchResults {
                total: 0,
                hits: Vec::new(),
                empty_query: true,
            };
        }
        let ends_mid_word = query.chars().last().is_some_and(char::is_alphanumeric);
        let last = typed.len() - 1;
        let expansions: Vec<Expansion> = typed
            .iter()
            .enumerate()
            .map(|(i, word)| {
                self.expand(
                    word,
                    options.complete_last_word && ends_mid_word && i == last,
                )
            })
            .collect();

        let mut scores: HashMap<u32, f32> = HashMap::new();
        let mut matched: HashSet<String> = HashSet::new();
        for expansion in &expansions {
            // A typed word scores by its best expansion in each document, so that a word
            // completing to ten terms does not outweigh a word that matched once exactly.
            let mut best: HashMap<u32, f32> = HashMap::new();
            for (term, factor) in &expansion.terms {
                for (doc, score) in self.score_term(term) {
                    let s = score * factor;
                    let slot = best.entry(doc).or_insert(0.0);
                    if s > *slot {
                        *slot = s;
                    }
                }
                matched.insert(term.clone());
            }
            for (doc, s) in best {
                *scores.entry(doc).or_insert(0.0) += s;
            }
        }

        let mut ranked: Vec<(u32, f32)> = scores
            .into_iter()
            .filter(|&(doc, _)| self.passes(doc, options))
            .collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let total = ranked.len();
        let limit = if options.limit == 0 {
            10
        } else {
            options.limit
        };
        let hits = ranked
            .into_iter()
            .take(limit)
            .map(|(doc, score)| {
                let d = &self.index.docs[doc as usize];
                Hit {
                    url: d.url.clone(),
                    title: d.title.clone(),
                    kind: d.kind,
                    category: d.category.clone(),
                    score,
                    excerpt: excerpt(&d.text, &self.analyzer, &matched),
                }
            })
            .collect();
        SearchResults {
            total,
            hits,
            empty_query: false,
        }
    }

    /// BM25 of one index term across the fields, with each field's boost: the sum tantivy's
    /// `BooleanQuery` of boosted `TermQuery`s gives.
    pub fn score_term(&self, term: &str) -> HashMap<u32, f32> {
        let mut out = HashMap::new();
        let Some(positions) = self.lookup.get(term) else {
            return out;
        };
        let doc_count = self.index.docs.len() as u64;
        for field in Field::ALL {
            let Some(pos) = positions[field.index()] else {
                continue;
            };
            let fi = &self.index.fields[field.index()];
            let postings = &fi.terms[pos as usize].postings;
            let average = fi.total_tokens as f32 / doc_count.max(1) as f32;
            let weight = Bm25Weight::new(postings.len() as u64, doc_count, average, field.boost());
            for p in postings {
                let id = fi.fieldnorm_ids.get(p.doc as usize).copied().unwrap_or(0);
                *out.entry(p.doc).or_insert(0.0) += weight.score(id, p.tf);
            }
        }
        out
    }

    fn expand(&self, word: &str, complete: bool) -> Expansion {
        let mut terms: Vec<(String, f32)> = Vec::new();
        if let Some(term) = self.analyzer.term(word) {
            if self.lookup.contains_key(&term) {
                terms.push((term.clone(), 1.0));
            }
            // Folding before stemming reaches the same term as the text in a few Polish
            // forms typed without diacritics.
            if let Some(alt) = self.analyzer.term(&fold(&lowercase(word)))
                && alt != term
                && self.lookup.contains_key(&alt)
            {
                terms.push((alt, 1.0));
            }
        }
        let plain = fold(&lowercase(word)).into_owned();
        if complete && plain.chars().count() >= 2 {
            let start = self
                .vocabulary
                .partition_point(|t| t.as_str() < plain.as_str());
            for t in self.vocabulary[start..]
                .iter()
                .take_while(|t| t.starts_with(&plain))
                .take(50)
            {
                if !terms.iter().any(|(x, _)| x == t) {
                    terms.push((t.clone(), PREFIX_FACTOR));
                }
            }
        }
        if terms.is_empty() {
            let target = self.analyzer.term(word).unwrap_or(plain);
            let edits = max_edits(target.chars().count());
            if edits > 0 {
                let mut close: Vec<(usize, &String)> = self
                    .vocabulary
                    .iter()
                    .filter_map(|t| distance_within(&target, t, edits).map(|d| (d, t)))
                    .collect();
                close.sort();
                let nearest = close.first().map(|&(d, _)| d);
                for (d, t) in close {
                    if Some(d) == nearest {
                        terms.push((t.clone(), FUZZY_FACTOR));
                    }
                }
            }
        }
        Expansion { terms }
    }

    fn passes(&self, doc: u32, options: &SearchOptions) -> bool {
        let d = &self.index.docs[doc as usize];
        options.kind.is_none_or(|k| d.kind == k)
            && options
                .category
                .as_deref()
                .is_none_or(|c| d.category.as_deref() == Some(c))
    }
}
