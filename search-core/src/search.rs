//! Answering a query: the typed words, each expanded to index terms (`expand.rs`) and scored
//! (`score.rs`), synonyms, quiet words and coverage of the query combined into one score per
//! document with the weights of `ranking.rs`, then filters. When nothing matches, `help.rs`
//! adds a suggestion. Whatever the input, it returns a result and never panics
//! (tests/never_panics.rs in the indexer pushes 300,000 random queries through it).

use crate::analysis::Analyzer;
use crate::format::Index;
use crate::ranking::{
    COORDINATION, PART_OF_PHRASE_FACTOR, SYNONYM_CEILING, SYNONYM_FACTOR,
    WHOLE_QUERY_IN_TITLE_FACTOR,
};
pub use crate::results::{Hit, SearchResults};
use crate::sense::indexed_words;
use crate::suggest::TitleWords;
use crate::{DocKind, Error, Field, IndexFile, Lang};

/// Longer input is cut: nobody types more, and it bounds the work a query can cause.
pub const MAX_QUERY_CHARS: usize = 200;
/// At most this many words of a query are used.
pub const MAX_QUERY_TERMS: usize = 12;
/// At most this many completions of the last word are scored.
pub(crate) const MAX_COMPLETIONS: usize = 50;

#[derive(Debug, Clone, Default)]
pub struct SearchOptions {
    pub kind: Option<DocKind>,
    pub category: Option<String>,
    pub limit: usize,
    /// Treat the last word as unfinished (results as you type): `demen` finds `dementia`.
    pub complete_last_word: bool,
}

/// A loaded index, ready to answer queries.
pub struct Searcher {
    pub(crate) index: Index,
    pub(crate) analyzer: Analyzer,
    pub(crate) titles: TitleWords,
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
            titles: TitleWords::new(index.docs.iter().map(|d| d.title.as_str())),
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

    pub(crate) fn rank(&self, query: &str, options: &SearchOptions) -> SearchResults {
        let query: String = query.chars().take(MAX_QUERY_CHARS).collect();
        let typed: Vec<&str> = indexed_words(self.index.lang, &query)
            .map(|w| w.text)
            .take(MAX_QUERY_TERMS)
            .collect();
        if typed.is_empty() {
            return SearchResults {
                total: 0,
                hits: Vec::new(),
                empty_query: true,
                terms: Vec::new(),
                suggestion: None,
                topics: Vec::new(),
            };
        }
        let ends_mid_word = query.chars().last().is_some_and(char::is_alphanumeric);
        let last = typed.len() - 1;

        // Dense per-document scores: the index holds a few hundred documents at most.
        let doc_count = self.index.docs.len();
        let forms: Vec<Vec<String>> = typed.iter().map(|w| self.forms(w)).collect();
        let phrases = self.index.synonyms.matches(&forms);
        let in_phrase = |i: usize| {
            phrases
                .iter()
                .any(|m| (m.start..m.start + m.len).contains(&i))
        };
        let mut matched: Vec<u32> = Vec::new();
        // Per typed word, its best score in each document (a word completing to ten terms must
        // not outweigh a word that matched once exactly), and how telling it is: the inverse
        // document frequency of its rarest term, so that "is" and "my" weigh little.
        let mut best: Vec<Vec<f32>> = Vec::with_capacity(typed.len());
        let mut weight: Vec<f32> = Vec::with_capacity(typed.len());
        // Per document, how many of the typed words its title holds.
        let mut in_title = vec![0usize; doc_count];
        for (i, word) in typed.iter().enumerate() {
            let complete = options.complete_last_word && ends_mid_word && i == last;
            let mut word_best = vec![0.0f32; doc_count];
            let mut word_weight = 0.0f32;
            let mut word_in_title = vec![false; doc_count];
            // A word a synonym stands for has a meaning here: a typo look-alike would only add
            // noise.
            let quiet = self.quiet(word);
            for (term, factor) in self.expand(word, complete, !in_phrase(i)) {
                let factor = factor * quiet;
                let scored = self.score_number(term);
                word_weight = word_weight.max(self.idf(scored.len()) * quiet);
                let titles = self.index.postings.get(term as usize);
                for p in titles.into_iter().flat_map(|f| &f[Field::Title.index()]) {
                    if let Some(slot) = word_in_title.get_mut(p.doc as usize) {
                        *slot = true;
                    }
                }
                for (doc, score) in scored {
                    if let Some(slot) = word_best.get_mut(doc as usize) {
                        *slot = slot.max(score * factor);
                    }
                }
                matched.push(term);
            }
            best.push(word_best);
            weight.push(word_weight);
            for (n, held) in in_title.iter_mut().zip(word_in_title) {
                *n += usize::from(held);
            }
        }
        let mut scores = vec![0.0f32; doc_count];
        // Per document, the weight of the typed words it answers (a phrase's words at once).
        let mut answered = vec![0.0f32; doc_count];
        let mut asked = 0.0f32;
        let mut i = 0;
        while i < typed.len() {
            let Some(phrase) = phrases.iter().find(|m| m.start == i) else {
                for ((total, got), b) in scores.iter_mut().zip(&mut answered).zip(&best[i]) {
                    *total += b;
                    if *b > 0.0 {
                        *got += weight[i];
                    }
                }
                asked += weight[i];
                i += 1;
                continue;
            };
            let span = i..i + phrase.len;
            // A name of several words ("lekarz pierwszego kontaktu") is one idea: a page
            // holding its words apart, or only some of them (the contact page, on "kontaktu"),
            // is not about it. A phrase counts where its words stand side by side.
            let mut held = vec![phrase.len == 1; doc_count];
            let mut typed_score: Vec<f32> = (0..doc_count)
                .map(|d| {
                    let sum: f32 = span.clone().map(|w| best[w][d]).sum();
                    if phrase.len == 1 {
                        sum
                    } else {
                        sum * PART_OF_PHRASE_FACTOR
                    }
                })
                .collect();
            for (d, score) in self.phrase_scores(phrase.key) {
                if let (Some(t), Some(h)) =
                    (typed_score.get_mut(d as usize), held.get_mut(d as usize))
                {
                    *t = t.max(score);
                    *h = true;
                }
            }
            let (synonym, synonym_weight) = self.synonym_scores(phrase.key, &mut matched);
            let phrase_weight = synonym_weight.max(span.clone().map(|w| weight[w]).sum());
            // The reader's own words first: a synonym's match stays below every document
            // that holds the word typed. A phrase is looser (a page may say "not eating" once
            // in passing), so the synonyms of the phrase the pages use stay below the document
            // that holds it best, and those of a reader's phrase ("nie przyszła" for
            // "spóźnia") count on their own.
            let holding = (0..doc_count)
                .filter(|&d| held[d] && typed_score[d] > 0.0)
                .map(|d| typed_score[d]);
            let bound = if phrase.len == 1 {
                holding.reduce(f32::min)
            } else if self.index.synonyms.is_site(phrase.key) {
                holding.reduce(f32::max)
            } else {
                None
            };
            let ceiling = bound.map_or(f32::INFINITY, |b| b * SYNONYM_CEILING);
            for (d, total) in scores.iter_mut().enumerate() {
                // Below the ceiling, yet in the order of the synonyms' own scores: a hard cap
                // would tie every document that reaches it.
                let alternative = below(synonym[d] * SYNONYM_FACTOR, ceiling);
                *total += typed_score[d].max(alternative);
                // A document holding what was typed, or a synonym that scores more, answers
                // this part of the query in full: the weight asked for it, which is the rarest
                // synonym's when that is more telling ("burnout" for "exhausted"). One holding
                // the words of a phrase apart answers a quarter of them, as it scores.
                answered[d] += if alternative > typed_score[d] || (held[d] && typed_score[d] > 0.0)
                {
                    phrase_weight
                } else {
                    PART_OF_PHRASE_FACTOR
                        * span
                            .clone()
                            .filter(|&w| best[w][d] > 0.0)
                            .map(|w| weight[w])
                            .sum::<f32>()
                };
            }
            asked += phrase_weight;
            i += phrase.len;
        }
        // A reader's question is answered by the document that speaks to all of it: a page
        // that holds one word of "mum fell and lives alone" many times should not beat the one
        // that holds most of the telling words (Lucene's classic coordination factor, weighted
        // by how telling each word is).
        if asked > 0.0 {
            for (total, got) in scores.iter_mut().zip(&answered) {
                *total *= (got / asked).min(1.0).powi(COORDINATION);
            }
        }
        // A title that says every word typed, small ones too, is the page the reader named:
        // "Can the council help pay for care?" for "can the council pay for care".
        if typed.len() > 1 {
            for (total, &n) in scores.iter_mut().zip(&in_title) {
                if n == typed.len() {
                    *total *= WHOLE_QUERY_IN_TITLE_FACTOR;
                }
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
            suggestion: None,
            topics: Vec::new(),
        }
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

/// `score` brought under `ceiling`, keeping the order of scores: the harmonic combination of
/// both, which is near `score` while it is small and never reaches `ceiling`.
fn below(score: f32, ceiling: f32) -> f32 {
    if ceiling.is_finite() && score + ceiling > 0.0 {
        ceiling * score / (score + ceiling)
    } else {
        score
    }
}

#[cfg(test)]
#[path = "search_tests.rs"]
mod tests;
