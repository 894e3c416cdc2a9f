import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COMMUNITIES,
  EXECUTIVE_FIELDS,
  GENDERS,
  MAX_LENGTH,
  MESSAGES,
  STATE_NAMES,
  districtsOf,
  executiveRegistrationErrors,
  keepAddressChars,
  keepLettersAndSpaces,
  capitaliseWords,
  normaliseMobile,
  trimAll,
  type ExecutiveRegistrationFields,
} from '@matrimony/schema';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/form/auth-card';
import { messageOf } from '../../../lib/errors';
import { RegisterExecutiveDocument } from '../api/operations';

type Field = keyof ExecutiveRegistrationFields;
type Errors = Partial<Record<Field, string>>;

const EMPTY: ExecutiveRegistrationFields = {
  fullName: '',
  email: '',
  password: '',
  mobile: '',
  gender: '',
  community: '',
  state: '',
  district: '',
  block: '',
  address: '',
};

const LABELS: Record<Field, string> = {
  fullName: 'Full Name',
  email: 'Email',
  password: 'Password',
  mobile: 'Mobile',
  gender: 'Gender',
  community: 'Working for Community',
  state: 'State',
  district: 'District',
  block: 'City / Tehsil',
  address: 'Address',
};

/** /admin-register (spec 2 and 5): every field required, district after state, errors clear per field. */
export default function AdminRegisterPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<ExecutiveRegistrationFields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [register, { loading }] = useMutation(RegisterExecutiveDocument);
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  const set = (field: Field, value: string) => {
    setValues((v) => {
      const next = { ...v, [field]: value };
      if (field === 'state' && value !== v.state) next.district = '';
      return next;
    });
    // Errors clear per field on change (spec 5).
    setErrors((e) => {
      if (!e[field] && !(field === 'state' && e.district)) return e;
      const next = { ...e };
      delete next[field];
      if (field === 'state') delete next.district;
      return next;
    });
  };

  const focusFirst = (errs: Errors) => {
    const first = EXECUTIVE_FIELDS.find((f) => errs[f]);
    if (first) refs.current[first]?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const problems = executiveRegistrationErrors(values);
    if (problems.length) {
      const errs: Errors = {};
      for (const p of problems) errs[p.field as Field] ??= p.message;
      setErrors(errs);
      focusFirst(errs);
      return;
    }
    try {
      const input = trimAll(values);
      const { data } = await register({ variables: { input: { ...input, password: values.password } } });
      const result = data?.registerExecutive;
      if (result?.__typename === 'RegisterExecutiveSuccess') {
        navigate('/admin-login', { state: { registered: result.message || MESSAGES.registrationSuccess } });
        return;
      }
      if (result?.__typename === 'ValidationError') {
        const errs: Errors = {};
        for (const fe of result.fieldErrors) if (fe.field in LABELS) errs[fe.field as Field] ??= fe.message;
        setErrors(errs);
        focusFirst(errs);
      }
      setFormError(result && 'message' in result && result.message ? result.message : MESSAGES.executiveRegistrationFailed);
    } catch (err) {
      setFormError(messageOf(err, MESSAGES.executiveRegistrationFailed));
    }
  };

  const text = (field: Field, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      key={field}
      id={`register-${field}`}
      name={field}
      label={LABELS[field]}
      required
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      inputRef={(el: HTMLElement | null) => {
        refs.current[field] = el;
      }}
      {...extra}
    />
  );

  const select = (field: Field, options: readonly string[], disabled = false) => (
    <TextField
      key={field}
      id={`register-${field}`}
      name={field}
      select
      label={LABELS[field]}
      required
      disabled={disabled}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? (disabled ? 'Choose a state first' : undefined)}
      inputRef={(el: HTMLElement | null) => {
        refs.current[field] = el;
      }}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <AuthCard title="Executive Registration" width={720}>
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="register-error">
          {formError}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Executive registration"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {text('fullName', {
          autoComplete: 'name',
          onChange: (e) => set('fullName', keepLettersAndSpaces(e.target.value)),
          onBlur: () => set('fullName', capitaliseWords(values.fullName)),
          slotProps: { htmlInput: { maxLength: MAX_LENGTH.name } },
        })}
        {text('email', { type: 'email', autoComplete: 'email', slotProps: { htmlInput: { maxLength: MAX_LENGTH.email } } })}
        {text('password', {
          type: 'password',
          autoComplete: 'new-password',
          slotProps: { htmlInput: { maxLength: MAX_LENGTH.password } },
        })}
        {text('mobile', {
          type: 'tel',
          autoComplete: 'tel-national',
          // Normalised, not cut by maxLength: a pasted "+91 98270 12345" keeps its last ten digits.
          onChange: (e) => set('mobile', normaliseMobile(e.target.value)),
          slotProps: { htmlInput: { inputMode: 'numeric' } },
        })}
        {select('gender', GENDERS)}
        {select('community', COMMUNITIES)}
        {select('state', STATE_NAMES)}
        {select('district', districtsOf(values.state), !values.state)}
        {text('block', {
          onChange: (e) => set('block', keepAddressChars(e.target.value)),
          slotProps: { htmlInput: { maxLength: MAX_LENGTH.block } },
        })}
        {text('address', {
          autoComplete: 'street-address',
          onChange: (e) => set('address', keepAddressChars(e.target.value)),
          slotProps: { htmlInput: { maxLength: MAX_LENGTH.address } },
        })}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={loading}>
            {loading ? 'Registering...' : 'Register'}
          </Button>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Already registered?{' '}
        <Link component={RouterLink} to="/admin-login">
          Login here
        </Link>
      </Typography>
    </AuthCard>
  );
}
