import styled from 'styled-components';

export const StyledPreview = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledPreviewImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 60vh;
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: contain;
`;

export const StyledPreviewPdf = styled.object`
  width: 100%;
  height: 60vh;
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const StyledPreviewNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.gray700};
  text-align: center;
`;
