import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { messages } from '@app/shared/validation/messages';
import { PASSWORD_MIN_LENGTH, passwordRules } from '@app/shared/validation/password-policy';

/** The policy rules in the order the login screens list them (spec 000 §5). */
const DISPLAY_ORDER = [messages.lowercase, messages.uppercase, messages.number, messages.special, messages.minChars(PASSWORD_MIN_LENGTH)];
const RULES = DISPLAY_ORDER.map((message) => passwordRules.find((rule) => rule.message === message)).filter((rule) => rule !== undefined);

/** The password policy, each rule ticked live as the new password meets it. */
export function PasswordRules({ password }: { password: string }) {
  const headingId = useId();
  return (
    <Box sx={{ mt: 1, mb: 1 }}>
      <Typography id={headingId} variant="body2" color="text.secondary">
        Your password must contain:
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <Box
              component="li"
              key={rule.message}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: met ? 'success.dark' : 'text.secondary' }}
            >
              {met ? <CheckCircle fontSize="small" titleAccess="Met" /> : <RadioButtonUnchecked fontSize="small" titleAccess="Not met" />}
              <Typography variant="body2">{rule.message}</Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
