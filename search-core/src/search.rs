//! Answering a query: analysis, exact/diacritic/prefix/typo term expansion, synonyms, BM25
//! scoring and filters. Whatever the input, it returns a result and never panics (tests/never_panics.rs in
//! the indexer pushes a million random queries through it).

use crate::analysis::{Analyzer, fold, lowercase, words};
use crate::bm25::Bm25Weight;
use crate::format::Index;
use crate::fuzzy::nearest;
use crate::json;
use crate::quiet::{QUIET_FACTOR, is_quiet};
use crate::suggest::TitleWords;
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
const PREFIX_OF_WHOLE_FACTOR: f32 = 0.4;
const FUZZY_FACTOR: f32 = 0.6;
/// How much a synonym's match counts against the typed word's, and how close below the lowest
/// exact match of that word it may come at most.
const SYNONYM_FACTOR: f32 = 0.7;
const SYNONYM_CEILING: f32 = 0.95;
/// How strongly a document's share of the typed words it answers weighs on its score.
const COORDINATION: i32 = 1;

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
    /// When nothing matched: the query with its unknown words replaced by the nearest title
    /// words, if that finds something ("did you mean").
    pub suggestion: Option<String>,
    /// When nothing matched: the categories of what the suggestion finds, or of what the query
    /// finds without its filters, most relevant first.
    pub topics: Vec<String>,
}

/// A loaded index, ready to answer queries.
pub struct Searcher {
    index: Index,
    analyzer: Analyzer,
    titles: TitleWords,
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

    pub fn search(&self, query: &str, options: &SearchOptions) -> SearchResults {
        let mut results = self.rank(query, options);
        if results.total > 0 || results.empty_query {
            return results;
        }
        // Never a dead end: a nearer spelling, and the topics worth a look.
        results.suggestion = self
            .suggestion(query)
            .filter(|s| self.rank(s, options).total > 0);
        let unfiltered = SearchOptions {
            kind: None,
            category: None,
            ..options.clone()
        };
        let wider = results.suggestion.as_deref().unwrap_or(query);
        for hit in self.rank(wider, &unfiltered).hits {
            if let Some(c) = hit.category
                && !results.topics.contains(&c)
            {
                results.topics.push(c);
            }
        }
        results
    }

    /// The query with each word the index knows nothing of replaced by the nearest title word;
    /// `None` when no word was replaced.
    fn suggestion(&self, query: &str) -> Option<String> {
        let query: String = query.chars().take(MAX_QUERY_CHARS).collect();
        let typed: Vec<&str> = words(&query)
            .map(|w| w.text)
            .take(MAX_QUERY_TERMS)
            .collect();
        let mut changed = false;
        let mut out: Vec<&str> = Vec::with_capacity(typed.len());
        for word in typed {
            let unknown = self.expand(word, false, true).is_empty()
                && self.index.synonyms.matches(&[self.forms(word)]).is_empty();
            match self.titles.nearest(word).filter(|_| unknown) {
                Some(near) => {
                    changed = true;
                    out.push(near);
                }
                None => out.push(word),
            }
        }
        changed.then(|| out.join(" "))
    }

    fn rank(&self, query: &str, options: &SearchOptions) -> SearchResults {
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
        for (i, word) in typed.iter().enumerate() {
            let complete = options.complete_last_word && ends_mid_word && i == last;
            let mut word_best = vec![0.0f32; doc_count];
            let mut word_weight = 0.0f32;
            // A word a synonym stands for has a meaning here: a typo look-alike would only add
            // noise.
            let quiet = if is_quiet(self.index.lang, word) {
                QUIET_FACTOR
            } else {
                1.0
            };
            for (term, factor) in self.expand(word, complete, !in_phrase(i)) {
                let factor = factor * quiet;
                let scored = self.score_number(term);
                word_weight = word_weight.max(self.idf(scored.len()) * quiet);
                for (doc, score) in scored {
                    if let Some(slot) = word_best.get_mut(doc as usize) {
                        *slot = slot.max(score * factor);
                    }
                }
                matched.push(term);
            }
            best.push(word_best);
            weight.push(word_weight);
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
            let typed_score: Vec<f32> = (0..doc_count)
                .map(|d| span.clone().map(|w| best[w][d]).sum())
                .collect();
            let (synonym, synonym_weight) = self.synonym_scores(phrase.key, &mut matched);
            let phrase_weight = synonym_weight.max(span.clone().map(|w| weight[w]).sum());
            // Below every document that holds all of what was typed: the reader's own words
            // first.
            let ceiling = (0..doc_count)
                .filter(|&d| span.clone().all(|w| best[w][d] > 0.0))
                .map(|d| typed_score[d])
                .reduce(f32::min)
                .map_or(f32::INFINITY, |lowest| lowest * SYNONYM_CEILING);
            for (d, total) in scores.iter_mut().enumerate() {
                let alternative = (synonym[d] * SYNONYM_FACTOR).min(ceiling);
                *total += typed_score[d].max(alternative);
                answered[d] += if alternative > typed_score[d] {
                    phrase_weight
                } else {
                    span.clone()
                        .filter(|&w| best[w][d] > 0.0)
                        .map(|w| weight[w])
                        .sum()
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

    /// The synonym keys a typed word may spell: its term as typed and as typed without
    /// diacritics.
    fn forms(&self, word: &str) -> Vec<String> {
        let mut forms: Vec<String> = self.analyzer.term(word).into_iter().collect();
        let plain = fold(&lowercase(word)).into_owned();
        if let Some(folded) = self.analyzer.term(&plain)
            && !forms.contains(&folded)
        {
            forms.push(folded);
        }
        forms
    }

    /// Per document, the best score of the other members of a synonym key's group. A phrase
    /// counts in a document holding all its words, as the sum of their scores.
    /// Also how telling the synonyms are: the inverse document frequency of their rarest term.
    fn synonym_scores(&self, key: u32, matched: &mut Vec<u32>) -> (Vec<f32>, f32) {
        let mut best = vec![0.0f32; self.index.docs.len()];
        let mut weight = 0.0f32;
        for member in self.index.synonyms.alternatives(key) {
            let Some(numbers) = member
                .iter()
                .map(|t| self.index.terms.get(t))
                .collect::<Option<Vec<u32>>>()
            else {
                continue;
            };
            let mut sum = vec![0.0f32; best.len()];
            let mut holds = vec![0usize; best.len()];
            for &n in &numbers {
                let scored = self.score_number(n);
                weight = weight.max(self.idf(scored.len()));
                for (doc, score) in scored {
                    if let (Some(s), Some(h)) =
                        (sum.get_mut(doc as usize), holds.get_mut(doc as usize))
                    {
                        *s += score;
                        *h += 1;
                    }
                }
            }
            for ((b, s), h) in best.iter_mut().zip(&sum).zip(&holds) {
                if *h == numbers.len() {
                    *b = b.max(*s);
                }
            }
            matched.extend(numbers);
        }
        (best, weight)
    }

    /// BM25's inverse document frequency of a term held by `docs` documents.
    fn idf(&self, docs: usize) -> f32 {
        crate::bm25::idf(docs as u64, self.index.docs.len() as u64)
    }

    /// The index terms (by number) one typed word stands for, with how much each counts.
    fn expand(&self, word: &str, complete: bool, forgive_typos: bool) -> Vec<(u32, f32)> {
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
            // A word that is already whole ("je", "care") is most likely meant as typed: its
            // completions still show while typing, well below it.
            let factor = if terms.is_empty() {
                PREFIX_FACTOR
            } else {
                PREFIX_OF_WHOLE_FACTOR
            };
            for n in self.index.terms.prefixed(&plain).take(MAX_COMPLETIONS) {
                add(&mut terms, n, factor);
            }
        }
        if terms.is_empty() && forgive_typos {
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
    /// suggestion, topics: [...], hits: [{ doc, url, title, kind, category, score }] }`.
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
        out.push_str("],\"suggestion\":");
        match &self.suggestion {
            Some(s) => json::string(&mut out, s),
            None => out.push_str("null"),
        }
        out.push_str(",\"topics\":[");
        for (i, t) in self.topics.iter().enumerate() {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_index::searcher;

    fn urls(s: &Searcher, query: &str) -> Vec<String> {
        s.search(query, &SearchOptions::default())
            .hits
            .into_iter()
            .map(|h| h.url)
            .collect()
    }

    #[test]
    fn a_synonym_finds_the_pages_that_use_the_sites_word() {
        let s = searcher(
            Lang::Pl,
            &[
                ("Samorząd i opieka", "Samorząd płaci za opiekę."),
                ("Koszty", "Ceny usług."),
            ],
            &[&["samorząd", "gmina", "rada miejska"]],
        );
        assert_eq!(urls(&s, "gmina"), ["/0"]);
        assert_eq!(urls(&s, "rada miejska"), ["/0"]);
        assert_eq!(urls(&s, "GMINA"), ["/0"]);
    }

    #[test]
    fn a_synonym_match_ranks_below_an_exact_match_of_the_typed_word() {
        // The page with the synonym is short and says it in its title, so by BM25 alone it
        // would win; the page holding the typed word, once, deep in its body, still comes first.
        let s = searcher(
            Lang::En,
            &[
                ("Local authority", "The local authority"),
                (
                    "Money",
                    "A long page about many things: prices, savings, benefits, invoices, the \
                     weekly bill, and once the council, then more about prices and savings.",
                ),
            ],
            &[&["local authority", "council"]],
        );
        assert_eq!(urls(&s, "council"), ["/1", "/0"]);
    }

    #[test]
    fn a_phrase_synonym_counts_only_where_all_its_words_are() {
        let s = searcher(
            Lang::En,
            &[
                ("End of life care", "Care at the end of life."),
                ("Life story", "Your life."),
            ],
            &[&["end of life", "palliative"]],
        );
        assert_eq!(urls(&s, "palliative"), ["/0"]);
    }

    #[test]
    fn the_page_about_the_need_beats_the_page_about_the_person() {
        let s = searcher(
            Lang::En,
            &[
                (
                    "Mum and dad",
                    "My mum, my mum's home, my mum's garden, and mum again.",
                ),
                (
                    "Loneliness",
                    "Loneliness, and how to tell when someone is lonely.",
                ),
            ],
            &[],
        );
        assert_eq!(urls(&s, "my mum is lonely")[0], "/1");
    }

    #[test]
    fn a_document_answering_more_of_the_query_ranks_higher() {
        let s = searcher(
            Lang::En,
            &[
                ("Falls", "Falls, falls and more falls at home."),
                (
                    "Living alone",
                    "A fall when living alone: what to do after a fall.",
                ),
            ],
            &[],
        );
        assert_eq!(urls(&s, "fell and lives alone")[0], "/1");
    }

    #[test]
    fn nothing_found_suggests_a_title_word_and_its_topics() {
        let s = searcher(
            Lang::En,
            &[
                ("Sundowning", "Evening confusion in dementia."),
                ("Prices", "Costs."),
            ],
            &[],
        );
        let results = s.search("sundovnink", &SearchOptions::default());
        assert_eq!(results.total, 0);
        assert_eq!(results.suggestion.as_deref(), Some("sundowning"));
        assert_eq!(results.topics, ["topic-0"]);
        let json = results.to_json();
        assert!(json.contains("\"suggestion\":\"sundowning\",\"topics\":[\"topic-0\"]"));
    }

    #[test]
    fn nothing_near_gives_no_suggestion_and_no_topics() {
        let s = searcher(Lang::En, &[("Sundowning", "Evening confusion.")], &[]);
        let results = s.search("qxzvw", &SearchOptions::default());
        assert_eq!(results.suggestion, None);
        assert!(results.topics.is_empty());
        assert!(
            results
                .to_json()
                .contains("\"suggestion\":null,\"topics\":[]")
        );
    }

    #[test]
    fn a_filter_that_hides_everything_still_names_the_topics_found_without_it() {
        let s = searcher(Lang::En, &[("Sundowning", "Evening confusion.")], &[]);
        let options = SearchOptions {
            category: Some("no-such-topic".into()),
            ..Default::default()
        };
        let results = s.search("sundowning", &options);
        assert_eq!(results.total, 0);
        assert_eq!(results.topics, ["topic-0"]);
    }
}
