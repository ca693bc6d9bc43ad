//! Scores of index terms: BM25 per field, summed as tantivy sums boosted term queries; of the
//! synonyms' phrases where they stand; and the scores a synonym group's other members give.

use crate::bm25::Bm25Weight;
use crate::format::FULL_WEIGHT;
use crate::quiet::is_quiet;
use crate::ranking::QUIET_FACTOR;
use crate::search::Searcher;
use crate::{Field, Posting};

impl Searcher {
    /// BM25 of one index term across the fields, with each field's boost: the sum tantivy's
    /// `BooleanQuery` of boosted `TermQuery`s gives, with a heading's document frequency
    /// counted over whole documents (see [`Self::scores`]; the indexer's cross-check gives
    /// tantivy that statistic).
    pub fn score_term(&self, term: &str) -> Vec<(u32, f32)> {
        match self.index.terms.get(term) {
            Some(n) => self.field_scores(n, false),
            None => Vec::new(),
        }
    }

    /// Per document holding the term, its score as search ranks it; by document number. A
    /// page's search weight lowers what its headings and body hold, not its title: a search
    /// for the privacy policy's own subject still finds it first.
    pub(crate) fn score_number(&self, term: u32) -> Vec<(u32, f32)> {
        self.field_scores(term, true)
    }

    fn field_scores(&self, term: u32, weighted: bool) -> Vec<(u32, f32)> {
        match self.index.postings.get(term as usize) {
            Some(per_field) => self.scores(per_field, weighted),
            None => Vec::new(),
        }
    }

    /// Per document holding a synonym key's words side by side, its score: BM25 of the phrase
    /// as if it were one term, which it is to a reader ("care home" is rarer and more telling
    /// than "care" and "home"). Nothing for a key of one word.
    pub(crate) fn phrase_scores(&self, key: u32) -> Vec<(u32, f32)> {
        match self.index.synonyms.phrase(key) {
            Some(phrase) => self.scores(phrase, true),
            None => Vec::new(),
        }
    }

    /// Per document, the sum of a term's (or a phrase's) BM25 in each field. The title and the
    /// body weigh a word by how rare it is in that field, as tantivy does. A heading weighs it by
    /// how rare it is in the documents: "help" is on three pages in four, and is no more telling
    /// in "Step 1: Recognising that help is needed" than anywhere else, while few headings say
    /// it. The heading boost already says a heading counts more. (A title names its page, and a
    /// question is found by its own title's words, so titles keep their field's rarity.)
    fn scores(&self, per_field: &[Vec<Posting>; 3], weighted: bool) -> Vec<(u32, f32)> {
        let holders = holders(per_field);
        let mut out: Vec<(u32, f32)> = Vec::new();
        for field in Field::ALL {
            let postings = &per_field[field.index()];
            let doc_freq = if field == Field::Headings {
                holders
            } else {
                postings.len()
            };
            self.add_scores(&mut out, field, postings, doc_freq, weighted);
        }
        out
    }

    /// Adds each posting's BM25 in `field` to `out` (by document number), for a term held by
    /// `doc_freq` documents, lowered by the document's search weight outside its title when
    /// `weighted`.
    fn add_scores(
        &self,
        out: &mut Vec<(u32, f32)>,
        field: Field,
        postings: &[Posting],
        doc_freq: usize,
        weighted: bool,
    ) {
        if postings.is_empty() {
            return;
        }
        let doc_count = self.index.docs.len() as u64;
        let stats = &self.index.fields[field.index()];
        let average = stats.total_tokens as f32 / doc_count.max(1) as f32;
        let weight = Bm25Weight::new(doc_freq as u64, doc_count, average, field.boost());
        for p in postings {
            let id = stats
                .fieldnorm_ids
                .get(p.doc as usize)
                .copied()
                .unwrap_or(0);
            let mut score = weight.score(id, p.tf);
            if weighted && field != Field::Title {
                let quarters = self
                    .index
                    .docs
                    .get(p.doc as usize)
                    .map_or(FULL_WEIGHT, |d| d.weight);
                score *= f32::from(quarters) / f32::from(FULL_WEIGHT);
            }
            match out.binary_search_by_key(&p.doc, |&(d, _)| d) {
                Ok(i) => out[i].1 += score,
                Err(i) => out.insert(i, (p.doc, score)),
            }
        }
    }

    /// How much a word counts: [`QUIET_FACTOR`] for a quiet word, else fully.
    pub(crate) fn quiet(&self, word: &str) -> f32 {
        if is_quiet(self.index.lang, word) {
            QUIET_FACTOR
        } else {
            1.0
        }
    }

    /// Per document, the best score of the other members of a synonym key's group: a word's
    /// own, a phrase's where its words stand side by side.
    /// Also how telling the synonyms are: the inverse document frequency of their rarest term.
    pub(crate) fn synonym_scores(&self, key: u32, matched: &mut Vec<u32>) -> (Vec<f32>, f32) {
        let mut best = vec![0.0f32; self.index.docs.len()];
        let mut weight = 0.0f32;
        for (member, words) in self.index.synonyms.alternatives(key) {
            let Some(numbers) = words
                .iter()
                .map(|t| self.index.terms.get(t))
                .collect::<Option<Vec<u32>>>()
            else {
                continue;
            };
            let scored = if let [one] = numbers[..] {
                let scored = self.score_number(one);
                weight = weight.max(self.idf(scored.len()));
                let quiet = self.quiet(words[0]);
                scored.into_iter().map(|(d, s)| (d, s * quiet)).collect()
            } else {
                for &n in &numbers {
                    let holders = self.index.postings.get(n as usize).map_or(0, holders);
                    weight = weight.max(self.idf(holders));
                }
                self.phrase_scores(member)
            };
            for (doc, score) in scored {
                if let Some(b) = best.get_mut(doc as usize) {
                    *b = b.max(score);
                }
            }
            matched.extend(numbers);
        }
        (best, weight)
    }

    /// BM25's inverse document frequency of a term held by `docs` documents.
    pub(crate) fn idf(&self, docs: usize) -> f32 {
        crate::bm25::idf(docs as u64, self.index.docs.len() as u64)
    }
}

/// How many documents hold a term (or a phrase) in any field.
fn holders(per_field: &[Vec<Posting>; 3]) -> usize {
    let mut docs: Vec<u32> = per_field.iter().flatten().map(|p| p.doc).collect();
    docs.sort_unstable();
    docs.dedup();
    docs.len()
}
