import { MEDIA_VOLUME } from '@agency/schema';

export const WORD_LIMIT_SOUND = '/media/sounds/word-limit.mp3';

/** The word-limit warning sound at volume 0.7. Browsers may refuse to play; that is fine. */
export function playWordLimitSound(): void {
  try {
    const audio = new Audio(WORD_LIMIT_SOUND);
    audio.volume = MEDIA_VOLUME;
    void audio.play()?.catch(() => {});
  } catch {
    // No audio support: the dialog alone warns.
  }
}
