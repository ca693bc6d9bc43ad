//! Scores of index terms: BM25 per field, summed as tantivy sums boosted term queries, and the
//! scores a synonym group's other members give.

use crate::Field;
use crate::bm25::Bm25Weight;
use crate::format::FULL_WEIGHT;
use crate::search::Searcher;

impl Searcher {
    /// BM25 of one index term across the fields, with each field's boost: the sum tantivy's
    /// `BooleanQuery` of boosted `TermQuery`s gives.
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
        out
    }

    /// Per document, the best score of the other members of a synonym key's group. A phrase
    /// counts in a document holding all its words, as the sum of their scores.
    /// Also how telling the synonyms are: the inverse document frequency of their rarest term.
    pub(crate) fn synonym_scores(&self, key: u32, matched: &mut Vec<u32>) -> (Vec<f32>, f32) {
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
    pub(crate) fn idf(&self, docs: usize) -> f32 {
        crate::bm25::idf(docs as u64, self.index.docs.len() as u64)
    }
}
