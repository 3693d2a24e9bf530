import styled from 'styled-components';
import { FormLabel } from '../../form/Form';

export const StyledSettingForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Input and Save side by side when there is room; stacked on a phone. */
export const StyledSettingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1 1 12rem;
  }
`;

/** The card title names the field; the input's own label is for assistive technology only. */
export const StyledSettingLabel = styled(FormLabel)`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const StyledSettingCurrent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & strong {
    color: ${({ theme }) => theme.colors.gray900};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const StyledSettingToggleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
