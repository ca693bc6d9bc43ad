//! A sorted term dictionary: exact lookups and prefixes by binary search, and typo lookups by
//! running a Levenshtein automaton over the trie the sorted terms form (each term's prefix
//! shared with the term before is not walked again, and a prefix already too far from the
//! typed word skips every term that starts with it). No FST library: the browser module stays
//! small, and the dictionary holds a few thousand terms.

/// Terms in strictly increasing byte order; a term's number is its position.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Dictionary {
    terms: Vec<String>,
    /// Per term, how many characters it shares with the term before (0 for the first): the
    /// trie's shape, which the automaton walks without comparing strings.
    shared: Vec<usize>,
}

impl Dictionary {
    /// `terms` must be strictly increasing; otherwise `None`.
    pub fn new(terms: Vec<String>) -> Option<Dictionary> {
        if !terms.windows(2).all(|w| w[0] < w[1]) {
            return None;
        }
        let shared = std::iter::once(0)
            .chain(terms.windows(2).map(|w| {
                w[0].chars()
                    .zip(w[1].chars())
                    .take_while(|(a, b)| a == b)
                    .count()
            }))
            .collect();
        Some(Dictionary { terms, shared })
    }

    pub fn len(&self) -> usize {
        self.terms.len()
    }

    pub fn is_empty(&self) -> bool {
        self.terms.is_empty()
    }

    pub fn get(&self, term: &str) -> Option<u32> {
        self.terms
            .binary_search_by(|t| t.as_str().cmp(term))
            .ok()
            .map(|i| i as u32)
    }

    pub fn term(&self, n: u32) -> Option<&str> {
        self.terms.get(n as usize).map(String::as_str)
    }

    pub fn iter(&self) -> impl Iterator<Item = &str> {
        self.terms.iter().map(String::as_str)
    }

    /// How many terms sort before `word`: where it stands, or would.
    pub fn position(&self, word: &str) -> usize {
        self.terms.partition_point(|t| t.as_str() < word)
    }

    /// The numbers of the terms starting with `prefix`, in order.
    pub fn prefixed<'a>(&'a self, prefix: &'a str) -> impl Iterator<Item = u32> + 'a {
        let start = self.position(prefix);
        self.terms[start..]
            .iter()
            .take_while(move |t| t.starts_with(prefix))
            .enumerate()
            .map(move |(i, _)| (start + i) as u32)
    }

    /// The terms within `max_edits` of `word` (Damerau-Levenshtein, a swap of neighbouring
    /// letters counting as one edit, letters counted as characters, not bytes), with their
    /// distance, in order.
    pub fn within(&self, word: &str, max_edits: u8) -> Vec<(u32, u8)> {
        let query: Vec<char> = word.chars().collect();
        let k = usize::from(max_edits);
        let width = query.len() + 1;
        // Row d (cells d*width..(d+1)*width) is the automaton's state after the first d
        // characters of the current term; one flat buffer, reused from term to term.
        let mut rows: Vec<usize> = (0..width).map(|j| j.min(k + 1)).collect();
        let mut chars: Vec<char> = Vec::new();
        let mut found = Vec::new();
        let mut i = 0;
        while i < self.terms.len() {
            let term = &self.terms[i];
            // Reuse the rows of the prefix this term shares with the one walked before (`chars`
            // is always a prefix of the term before this one).
            let shared = self.shared[i].min(chars.len());
            chars.truncate(shared);
            rows.truncate((shared + 1) * width);
            let mut dead_at = None;
            for c in term.chars().skip(shared) {
                chars.push(c);
                let d = chars.len();
                let prev = (d - 1) * width;
                let here = d * width;
                // Only cells within `k` of the diagonal can be `k` or less (Ukkonen's band);
                // the others are held at `k + 1`, which decides the same as their true value.
                let far = k + 1;
                rows.resize(here + width, far);
                rows[here] = d.min(far);
                let mut row_min = rows[here];
                let low = d.saturating_sub(k).max(1);
                let high = (d + k).min(width - 1);
                for j in low..=high {
                    let cost = usize::from(query[j - 1] != c);
                    let mut v = (rows[prev + j] + 1)
                        .min(rows[here + j - 1] + 1)
                        .min(rows[prev + j - 1] + cost);
                    if d > 1 && j > 1 && query[j - 1] == chars[d - 2] && query[j - 2] == c {
                        v = v.min(rows[prev - width + j - 2] + 1);
                    }
                    let v = v.min(far);
                    rows[here + j] = v;
                    row_min = row_min.min(v);
                }
                // No later row can fall below this one's minimum (a transposition's cell is at
                // least the cell it came through here), so past `k` nothing below matches.
                if row_min > k {
                    dead_at = Some(d);
                    break;
                }
            }
            match dead_at {
                Some(depth) => {
                    // Every term starting with this prefix is as far: skip them all.
                    i += 1;
                    while self.shared.get(i).is_some_and(|&s| s >= depth) {
                        i += 1;
                    }
                    chars.truncate(depth - 1);
                    rows.truncate(depth * width);
                }
                None => {
                    if let Some(&distance) = rows.last()
                        && distance <= k
                    {
                        found.push((i as u32, distance as u8));
                    }
                    i += 1;
                }
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dictionary(terms: &[&str]) -> Dictionary {
        let mut sorted: Vec<String> = terms.iter().map(|t| t.to_string()).collect();
        sorted.sort();
        Dictionary::new(sorted).unwrap()
    }

    /// The plain dynamic-programming distance, to check the automaton against.
    fn distance(a: &str, b: &str) -> usize {
        let a: Vec<char> = a.chars().collect();
        let b: Vec<char> = b.chars().collect();
        let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
        for (i, row) in d.iter_mut().enumerate() {
            row[0] = i;
        }
        d[0] = (0..=b.len()).collect();
        for i in 1..=a.len() {
            for j in 1..=b.len() {
                let cost = usize::from(a[i - 1] != b[j - 1]);
                d[i][j] = (d[i - 1][j] + 1)
                    .min(d[i][j - 1] + 1)
                    .min(d[i - 1][j - 1] + cost);
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
                }
            }
        }
        d[a.len()][b.len()]
    }

    #[test]
    fn the_automaton_finds_exactly_what_the_distance_allows() {
        let words = [
            "care",
            "cared",
            "carer",
            "carers",
            "caring",
            "cure",
            "dementia",
            "dement",
            "demencj",
            "opiek",
            "opiekun",
            "opiekunk",
            "zażółć",
            "zazolc",
            "respit",
            "a",
            "ab",
            "ba",
        ];
        let dict = dictionary(&words);
        for typed in [
            "caer",
            "carr",
            "demensia",
            "opeikun",
            "zażólć",
            "ab",
            "",
            "x",
            "respite",
        ] {
            for k in 0..=2u8 {
                let got: Vec<&str> = dict
                    .within(typed, k)
                    .into_iter()
                    .map(|(n, _)| dict.term(n).unwrap())
                    .collect();
                let expected: Vec<&str> = dict
                    .iter()
                    .filter(|t| distance(typed, t) <= usize::from(k))
                    .collect();
                assert_eq!(got, expected, "{typed} within {k}");
            }
        }
    }

    #[test]
    fn swapped_neighbours_are_one_edit() {
        let dict = dictionary(&["care", "cure"]);
        assert_eq!(dict.within("caer", 1), [(0, 1)]);
    }

    #[test]
    fn prefixes_and_exact_terms_are_found() {
        let dict = dictionary(&["care", "carer", "cure"]);
        assert_eq!(dict.prefixed("car").collect::<Vec<_>>(), [0, 1]);
        assert_eq!(dict.get("cure"), Some(2));
        assert_eq!(dict.get("cur"), None);
    }

    #[test]
    fn unsorted_terms_are_refused() {
        assert!(Dictionary::new(vec!["b".into(), "a".into()]).is_none());
        assert!(Dictionary::new(vec!["a".into(), "a".into()]).is_none());
    }
}
