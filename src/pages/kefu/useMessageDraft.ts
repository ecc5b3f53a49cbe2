import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/**
 * The text being written in a conversation and the problem shown at it; typing clears the problem.
 * `tooLong` is the conversation's own limit, said in words.
 */
export function useMessageDraft(tooLong: string) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  /** Says why the text cannot go: nothing written, or over the limit. */
  const refuse = (reason: 'empty' | 'too_long') => setError(reason === 'empty' ? t`Write a message first` : tooLong);

  const edit = (value: string) => {
    setText(value);
    if (error) setError('');
  };

  return { text, setText, error, setError, refuse, edit };
}
