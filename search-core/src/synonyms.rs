//! Synonyms: groups of words or phrases that mean the same thing to a reader (`gmina`,
//! `samorząd`, `council`), written by editors in `content/search/synonyms.<lang>.toml` and
//! built into the index as analysed keys. A query word or phrase that is a key also finds the
//! other members of its group, below an exact match of what was typed.

use crate::Posting;
use crate::dictionary::Dictionary;

/// The longest phrase, in words, that a synonym may be: a bound on the work per query.
pub const MAX_PHRASE_WORDS: usize = 4;

/// The synonym groups of one index, as loaded.
#[derive(Debug, Clone, Default)]
pub struct Synonyms {
    /// Every member of every group, as its index terms joined by single spaces; a key's number
    /// is its position.
    pub keys: Dictionary,
    /// Per key number, its group number.
    pub group_of: Vec<u32>,
    /// Per group number, its members' key numbers, ascending.
    pub members: Vec<Vec<u32>>,
    /// Per key number, whether it is the word the pages use (the group's `site`).
    pub site: Vec<bool>,
    /// Per key number, per field, where its words stand side by side (empty for a key of one
    /// word, whose term's postings say where it stands).
    pub phrases: Vec<[Vec<Posting>; 3]>,
}

/// A run of typed words that is a synonym key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Match {
    /// The first typed word of the run and how many words it covers.
    pub start: usize,
    pub len: usize,
    pub key: u32,
}

impl Synonyms {
    /// Groups each member key to its group; `group_of` must hold one valid group per key,
    /// `site` whether each key is its group's `site`, and `phrases` each key's phrase postings.
    pub fn new(
        keys: Dictionary,
        group_of: Vec<u32>,
        site: Vec<bool>,
        groups: usize,
        phrases: Vec<[Vec<Posting>; 3]>,
    ) -> Synonyms {
        let mut members = vec![Vec::new(); groups];
        for (key, &group) in group_of.iter().enumerate() {
            if let Some(list) = members.get_mut(group as usize) {
                list.push(key as u32);
            }
        }
        Synonyms {
            keys,
            group_of,
            members,
            site,
            phrases,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The runs of typed words that are keys, longest first from left to right, none
    /// overlapping. `forms` holds, per typed word, the terms it may stand for (as typed, and
    /// as typed without diacritics); a word with none breaks a phrase.
    pub fn matches(&self, forms: &[Vec<String>]) -> Vec<Match> {
        let mut found = Vec::new();
        if self.is_empty() {
            return found;
        }
        let mut start = 0;
        while start < forms.len() {
            let longest = MAX_PHRASE_WORDS.min(forms.len() - start);
            let hit = (1..=longest).rev().find_map(|len| {
                self.phrase_key(&forms[start..start + len])
                    .map(|k| (len, k))
            });
            match hit {
                Some((len, key)) => {
                    found.push(Match { start, len, key });
                    start += len;
                }
                None => start += 1,
            }
        }
        found
    }

    /// The key a run of words spells, trying each word's forms (at most four each, so at most
    /// 256 lookups for the longest phrase).
    fn phrase_key(&self, words: &[Vec<String>]) -> Option<u32> {
        let mut choice = vec![0usize; words.len()];
        loop {
            let mut key = String::new();
            for (i, word) in words.iter().enumerate() {
                if i > 0 {
                    key.push(' ');
                }
                key.push_str(word.get(choice[i])?);
            }
            if let Some(n) = self.keys.get(&key) {
                return Some(n);
            }
            // The next combination of forms, like an odometer.
            let mut i = 0;
            loop {
                if i == words.len() {
                    return None;
                }
                choice[i] += 1;
                if choice[i] < words[i].len() {
                    break;
                }
                choice[i] = 0;
                i += 1;
            }
        }
    }

    /// Whether a key is the word or phrase the pages use, rather than one a reader may type.
    pub fn is_site(&self, key: u32) -> bool {
        self.site.get(key as usize).copied().unwrap_or(false)
    }

    /// Where a key of two or more words stands side by side, per field; `None` for a key of
    /// one word.
    pub fn phrase(&self, key: u32) -> Option<&[Vec<Posting>; 3]> {
        let words = self.keys.term(key)?;
        if !words.contains(' ') {
            return None;
        }
        static NOWHERE: [Vec<Posting>; 3] = [Vec::new(), Vec::new(), Vec::new()];
        Some(self.phrases.get(key as usize).unwrap_or(&NOWHERE))
    }

    /// The other members of a key's group: each key's number and index terms.
    pub fn alternatives(&self, key: u32) -> Vec<(u32, Vec<&str>)> {
        let Some(&group) = self.group_of.get(key as usize) else {
            return Vec::new();
        };
        self.members
            .get(group as usize)
            .into_iter()
            .flatten()
            .filter(|&&m| m != key)
            .filter_map(|&m| Some((m, self.keys.term(m)?.split(' ').collect())))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn synonyms(groups: &[&[&str]]) -> Synonyms {
        let mut keyed: Vec<(String, u32)> = groups
            .iter()
            .enumerate()
            .flat_map(|(g, keys)| keys.iter().map(move |k| (k.to_string(), g as u32)))
            .collect();
        keyed.sort();
        let site = keyed
            .iter()
            .map(|(k, g)| groups[*g as usize][0] == k)
            .collect();
        let (keys, group_of): (Vec<String>, Vec<u32>) = keyed.into_iter().unzip();
        let phrases = vec![Default::default(); keys.len()];
        Synonyms::new(
            Dictionary::new(keys).unwrap(),
            group_of,
            site,
            groups.len(),
            phrases,
        )
    }

    fn forms(words: &[&str]) -> Vec<Vec<String>> {
        words.iter().map(|w| vec![w.to_string()]).collect()
    }

    #[test]
    fn the_longest_phrase_wins_and_runs_do_not_overlap() {
        let s = synonyms(&[&["council", "local author"], &["local", "nearbi"]]);
        let found = s.matches(&forms(&["my", "local", "author", "local"]));
        let keys: Vec<&str> = found.iter().map(|m| s.keys.term(m.key).unwrap()).collect();
        assert_eq!(keys, ["local author", "local"]);
        assert_eq!((found[0].start, found[0].len), (1, 2));
    }

    #[test]
    fn a_word_matches_by_any_of_its_forms() {
        let s = synonyms(&[&["samorzad", "gmin"]]);
        let typed = vec![vec!["gmína".to_string(), "gmin".to_string()]];
        assert_eq!(s.matches(&typed).len(), 1);
    }

    #[test]
    fn alternatives_are_the_other_members_as_terms() {
        let s = synonyms(&[&["end of life", "palliat"]]);
        let key = s.keys.get("palliat").unwrap();
        let end_of_life = s.keys.get("end of life").unwrap();
        assert_eq!(
            s.alternatives(key),
            [(end_of_life, vec!["end", "of", "life"])]
        );
    }

    #[test]
    fn no_synonyms_match_nothing() {
        assert!(Synonyms::default().matches(&forms(&["care"])).is_empty());
    }
}
