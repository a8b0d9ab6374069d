import type { Control } from 'react-hook-form';
import type { CompanyProfileValues } from '@app/shared/company/company-profile';
import type { CompanyFormValues } from '../utils/company-form-values';

export type CompanyFormControl = Control<CompanyFormValues, unknown, CompanyProfileValues>;
