//! Answering a query: analysis, exact/diacritic/prefix/typo term expansion, BM25 scoring and
//! filters. Whatever the input, it returns a result and never panics (tests/never_panics.rs in
//! the indexer pushes a million random queries through it).

use crate::analysis::{Analyzer, fold, lowercase, words};
use crate::bm25::Bm25Weight;
use crate::format::Index;
use crate::fuzzy::nearest;
use crate::json;
use crate::{DocKind, Error, Field, IndexFile, Lang};

/// Longer input is cut: nobody types more, and it bounds the work a query can cause.
pub const MAX_QUERY_CHARS: usize = 200;
/// At most this many words of a query are used.
pub const MAX_QUERY_TERMS: usize = 12;
/// At most this many completions of the last word are scored.
const MAX_COMPLETIONS: usize = 50;

/// How much a term counts when reached other than exactly: through the folded form of a word
/// typed with diacritics, by completing the last word, or by forgiving a typo. Exact
/// matches rank first.
const ALIAS_FACTOR: f32 = 0.9;
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

#[derive(Debug, Clone)]
pub struct Hit {
    /// The document's number, which names its excerpt text file.
    pub doc: u32,
    pub url: String,
    pub title: String,
    pub kind: DocKind,
    pub category: Option<String>,
    pub score: f32,
}

#[derive(Debug, Clone)]
pub struct SearchResults {
    /// Matching documents in all, before `limit`.
    pub total: usize,
    pub hits: Vec<Hit>,
    /// True when the query held no searchable word (empty, punctuation or emoji only).
    pub empty_query: bool,
    /// The index terms the query matched, to mark in excerpts.
    pub terms: Vec<String>,
}

/// A loaded index, ready to answer queries.
pub struct Searcher {
    index: Index,
    analyzer: Analyzer,
}

impl Searcher {
    /// Loads an index file; refuses a damaged one, or one whose language this build left out.
    pub fn from_bytes(bytes: &[u8]) -> Result<Searcher, Error> {
        let index = Index::from_bytes(bytes)?;
        if !Lang::built(index.lang) {
            return Err(Error::LanguageNotBuilt(index.lang.code()));
        }
        Ok(Searcher {
            analyzer: Analyzer::new(index.lang),
            index,
        })
    }

    /// A searcher over an index built in memory (the indexer's tests), through the same bytes
    /// the browser loads.
    pub fn new(index: &IndexFile) -> Result<Searcher, Error> {
        Searcher::from_bytes(&index.to_bytes()?)
    }

    pub fn index(&self) -> &Index {
        &self.index
    }

    pub fn analyzer(&self) -> &Analyzer {
        &self.analyzer
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
                terms: Vec::new(),
            };
        }
        let ends_mid_word = query.chars().last().is_some_and(char::is_alphanumeric);
        let last = typed.len() - 1;

        // Dense per-document scores: the index holds a few hundred documents at most.
        let doc_count = self.index.docs.len();
        let mut scores = vec![0.0f32; doc_count];
        let mut best = vec![0.0f32; doc_count];
        let mut matched: Vec<u32> = Vec::new();
        for (i, word) in typed.iter().enumerate() {
            let complete = options.complete_last_word && ends_mid_word && i == last;
            // A typed word scores by its best expansion in each document, so that a word
            // completing to ten terms does not outweigh a word that matched once exactly.
            best.iter_mut().for_each(|b| *b = 0.0);
            for (term, factor) in self.expand(word, complete) {
                for (doc, score) in self.score_number(term) {
                    if let Some(slot) = best.get_mut(doc as usize) {
                        *slot = slot.max(score * factor);
                    }
                }
                matched.push(term);
            }
            for (total, b) in scores.iter_mut().zip(&best) {
                *total += b;
            }
        }
        matched.sort_unstable();
        matched.dedup();

        let mut ranked: Vec<(u32, f32)> = scores
            .into_iter()
            .enumerate()
            .map(|(doc, score)| (doc as u32, score))
            .filter(|&(doc, score)| score > 0.0 && self.passes(doc, options))
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
            .filter_map(|(doc, score)| {
                let d = self.index.docs.get(doc as usize)?;
                Some(Hit {
                    doc,
                    url: d.url.clone(),
                    title: d.title.clone(),
                    kind: d.kind,
                    category: d.category.clone(),
                    score,
                })
            })
            .collect();
        SearchResults {
            total,
            hits,
            empty_query: false,
            terms: matched
                .into_iter()
                .filter_map(|n| self.index.terms.term(n).map(str::to_owned))
                .collect(),
        }
    }

    /// BM25 of one index term across the fields, with each field's boost: the sum tantivy's
    /// `BooleanQuery` of boosted `TermQuery`s gives.
    pub fn score_term(&self, term: &str) -> Vec<(u32, f32)> {
        match self.index.terms.get(term) {
            Some(n) => self.score_number(n),
            None => Vec::new(),
        }
    }

    /// Per document holding the term, its score; by document number.
    fn score_number(&self, term: u32) -> Vec<(u32, f32)> {
        let mut out: Vec<(u32, f32)> = Vec::new();
        let Some(per_field) = self.index.postings.get(term as usize) else {
            return out;
        };
        let doc_count = self.index.docs.len() as u64;
        for field in Field::ALL {
            let postings = &per_field[field.index()];
            if postings.is_empty() {
                continue;
            }
            let stats = &self.index.fields[field.index()];
            let average = stats.total_tokens as f32 / doc_count.max(1) as f32;
            let weight = Bm25Weight::new(postings.len() as u64, doc_count, average, field.boost());
            for p in postings {
                let id = stats
                    .fieldnorm_ids
                    .get(p.doc as usize)
                    .copied()
                    .unwrap_or(0);
                let score = weight.score(id, p.tf);
                match out.binary_search_by_key(&p.doc, |&(d, _)| d) {
                    Ok(i) => out[i].1 += score,
                    Err(i) => out.insert(i, (p.doc, score)),
                }
            }
        }
        out
    }

    /// The index terms (by number) one typed word stands for, with how much each counts.
    fn expand(&self, word: &str, complete: bool) -> Vec<(u32, f32)> {
        let mut terms: Vec<(u32, f32)> = Vec::new();
        let add = |terms: &mut Vec<(u32, f32)>, n: u32, factor: f32| match terms
            .iter_mut()
            .find(|(t, _)| *t == n)
        {
            Some(slot) => slot.1 = slot.1.max(factor),
            None => terms.push((n, factor)),
        };
        let exact = self.analyzer.term(word);
        if let Some(n) = exact.as_deref().and_then(|t| self.index.terms.get(t)) {
            add(&mut terms, n, 1.0);
        }
        // Typed without diacritics, a Polish word can stem differently from the text's word:
        // the index maps that folded form to the terms it stands for. A word typed without
        // diacritics could be any of them, so they count fully; one typed with diacritics
        // prefers its own term.
        let plain = fold(&lowercase(word)).into_owned();
        let factor = if word.is_ascii() { 1.0 } else { ALIAS_FACTOR };
        if let Some(folded) = self.analyzer.term(&plain) {
            if let Some(n) = self.index.terms.get(&folded) {
                add(&mut terms, n, factor);
            }
            if let Some(alias) = self.index.aliases.get(&folded) {
                for &n in self
                    .index
                    .alias_terms
                    .get(alias as usize)
                    .into_iter()
                    .flatten()
                {
                    add(&mut terms, n, factor);
                }
            }
        }
        if complete && plain.chars().count() >= 2 {
            for n in self.index.terms.prefixed(&plain).take(MAX_COMPLETIONS) {
                add(&mut terms, n, PREFIX_FACTOR);
            }
        }
        if terms.is_empty() {
            let target = exact.unwrap_or(plain);
            for n in nearest(&self.index.terms, &target) {
                add(&mut terms, n, FUZZY_FACTOR);
            }
        }
        terms
    }

    fn passes(&self, doc: u32, options: &SearchOptions) -> bool {
        let Some(d) = self.index.docs.get(doc as usize) else {
            return false;
        };
        options.kind.is_none_or(|k| d.kind == k)
            && options
                .category
                .as_deref()
                .is_none_or(|c| d.category.as_deref() == Some(c))
    }
}

impl SearchResults {
    /// The results as the browser module answers them: `{ total, empty_query, terms: [...],
    /// hits: [{ doc, url, title, kind, category, score }] }`.
    pub fn to_json(&self) -> String {
        let mut out = String::from("{\"total\":");
        json::uint(&mut out, self.total as u64);
        out.push_str(",\"empty_query\":");
        out.push_str(if self.empty_query { "true" } else { "false" });
        out.push_str(",\"terms\":[");
        for (i, t) in self.terms.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            json::string(&mut out, t);
        }
        out.push_str("],\"hits\":[");
        for (i, h) in self.hits.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str("{\"doc\":");
            json::uint(&mut out, u64::from(h.doc));
            out.push_str(",\"url\":");
            json::string(&mut out, &h.url);
            out.push_str(",\"title\":");
            json::string(&mut out, &h.title);
            out.push_str(",\"kind\":");
            json::string(&mut out, h.kind.name());
            out.push_str(",\"category\":");
            match &h.category {
                Some(c) => json::string(&mut out, c),
                None => out.push_str("null"),
            }
            out.push_str(",\"score\":");
            json::number(&mut out, h.score);
            out.push('}');
        }
        out.push_str("]}");
        out
    }
}
