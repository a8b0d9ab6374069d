import { useEffect, useRef } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
// The external build: no inline worker (blob:) and no injected <style>, so the app's CSP
// (script-src 'self', no worker-src) stays as it is. The worker is bundled as our own file.
import 'altcha/external';
import 'altcha/altcha.css';
import AltchaWorker from 'altcha/worker?worker';

globalThis.altchaCreateWorker = () => new AltchaWorker();

/** The server's self-hosted ALTCHA challenge (proof of work, no outside service). */
const CAPTCHA_CHALLENGE_URL = '/services/captcha/challenge';

interface AltchaCaptchaProps {
  /** The solution payload once verified; null while unsolved, expired or failed. */
  onChange: (token: string | null) => void;
  error?: string;
}

/**
 * The ALTCHA widget (<altcha-widget>): ticking "I'm not a robot" fetches a challenge and solves it in
 * a worker; the verified payload is the captcha token the set-up POST carries. Remount it (key) for a
 * fresh challenge, since each solution is accepted once.
 */
export function AltchaCaptcha({ onChange, error }: AltchaCaptchaProps) {
  const widgetRef = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as AltchaStateChangeEvent).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  return (
    <Box>
      <Box sx={{ '--altcha-max-width': '100%' }}>
        <altcha-widget ref={widgetRef} challengeurl={CAPTCHA_CHALLENGE_URL} hidelogo />
      </Box>
      {error && (
        // The widget's checkbox lives inside the custom element, out of reach of aria-describedby: the
        // message is announced when it appears instead.
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
